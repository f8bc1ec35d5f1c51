import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { getSandboxTokens } from './sandbox-token';
import type { RawEvent, RawSession } from './seed';
import { type Sandbox, type SandboxOptions, startSandbox } from './server';

// Helpers shared by the sandbox's own tests.

export const SPA_ORIGIN = 'http://127.0.0.1:5173';
export const OTHER_ORIGIN = 'http://evil.example';
/** A fixed clock so statuses and timestamps do not depend on the day the tests run. */
export const TEST_NOW = Date.parse('2026-03-15T10:30:00Z');

export function startTestSandbox(opts: Partial<SandboxOptions> = {}): Promise<Sandbox> {
  return startSandbox({ port: 0, spaOrigins: [SPA_ORIGIN], now: () => TEST_NOW, ...opts });
}

export async function tokenFor(origin: string, login: string): Promise<string> {
  return (await getSandboxTokens(origin, login, SPA_ORIGIN)).accessToken;
}

export function listUrl(origin: string, list: 'events' | 'sessions', query = ''): string {
  return `${origin}/v1/me/community/team/${list}${query ? `?${query}` : ''}`;
}

export type ListBody = Partial<{
  events: RawEvent[];
  sessions: RawSession[];
  meta: { pagination: { current_page: number; per_page: number; total_pages: number } };
  error: string;
  message: string;
}>;

export async function getList(origin: string, list: 'events' | 'sessions', token: string, query = '') {
  const res = await fetch(listUrl(origin, list, query), { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { res, text, body: body as ListBody | undefined };
}

export async function postFault(origin: string, rule: unknown): Promise<Response> {
  return fetch(`${origin}/_sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
}

type Validate = ((data: unknown) => boolean) & { errors?: unknown };

function pointer(...segments: string[]): string {
  return segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/**
 * Ajv (JSON Schema 2020-12) validators taken from sandbox/openapi.yaml: `response(path, status)` is the
 * JSON body schema the document declares for that GET operation and status (following response $refs).
 */
export function openApiValidator() {
  const doc = parse(readFileSync(new URL('./openapi.yaml', import.meta.url), 'utf8'));
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('date-time', true);
  ajv.addFormat('uri', true);
  ajv.addSchema({ $id: 'openapi.json', ...doc });
  return {
    response(path: string, status: number): Validate {
      const declared = doc.paths?.[path]?.get?.responses?.[String(status)];
      if (!declared) throw new Error(`openapi.yaml declares no ${status} for GET ${path}`);
      const base =
        typeof declared.$ref === 'string'
          ? declared.$ref.slice(1)
          : `/${pointer('paths', path, 'get', 'responses', String(status))}`;
      return ajv.compile({
        $ref: `openapi.json#${base}/${pointer('content', 'application/json', 'schema')}`,
      });
    },
  };
}
