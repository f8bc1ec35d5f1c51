import type { HttpBindings } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { createLocalJWKSet, type JWK, errors as joseErrors, jwtVerify } from 'jose';
import type { ChangeStore } from './changes';
import {
  duplicatesPage,
  hostileItems,
  htmlErrorPage,
  longValueItems,
  malformedJson,
  oversizedPage,
  wrongTypeItems,
} from './fault-payloads';
import { type FaultKind, type FaultRule, type FaultStore, isPastLastKind, type PastLastKind } from './faults';
import { API_AUDIENCE, API_SCOPE, SIGNING_ALG, type TokenState } from './oauth';
import { anchorFor, eventAt, hasTeam, type RawEvent, type TeamData } from './seed';
import { isSandboxLogin, type SandboxLogin } from './users';

type Env = { Bindings: HttpBindings };
type ListName = 'events' | 'sessions';
type Item = Record<string, unknown>;

const NULL_BODY_STATUSES = new Set([204, 205, 304]);
export const DEFAULT_PER_PAGE = 100;
export const MAX_PER_PAGE = 100;
export const PAST_LAST_ANSWERS = ['empty', '404', '400'] as const;
export type PastLastAnswer = (typeof PAST_LAST_ANSWERS)[number];
const ANSWER_OF_KIND: Record<PastLastKind, PastLastAnswer> = {
  'past-last-404': '404',
  'past-last-400': '400',
  'past-last-empty': 'empty',
};

const RESHAPE_ITEMS: Partial<Record<FaultKind, (items: readonly Item[]) => unknown[]>> = {
  hostile: hostileItems,
  'wrong-types': wrongTypeItems,
  'long-values': longValueItems,
};

export type ApiDeps = {
  issuer: string;
  publicJwks: { keys: JWK[] };
  tokenState: TokenState;
  faults: FaultStore;
  team(login: Exclude<SandboxLogin, 'no-team'>, anchor: number): Promise<TeamData>;
  /** The sandbox's now: seeded events are served as they stand at it. */
  now(): number;
  /** The day the team data is laid out around; defaults to the UTC day of `now()`. */
  anchor?(): number;
  pastLast: PastLastAnswer;
  /**
   * For a sign-in server whose access tokens are not JWTs: the token's claims (`sub`, `scope`), from
   * introspection, or a rejection. Absent: the token is a JWT checked against `publicJwks`.
   */
  verify?(token: string): Promise<Record<string, unknown>>;
  /** What POST /_sandbox/changes did to the teams' events since the seed. */
  changes?: ChangeStore;
};

class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function errorResponse(c: Context<Env>, error: ApiError): Response {
  if (error.status === 401 || error.status === 403) {
    const description = error.message.replace(/"/g, "'");
    c.header(
      'WWW-Authenticate',
      `Bearer realm="teamboard", error="${error.code}", error_description="${description}"`,
    );
  }
  return c.json({ error: error.code, message: error.message }, error.status);
}

/** `page`/`per_page`: absent -> default; otherwise a plain decimal integer within bounds, or 400. */
export function parsePageParam(raw: string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  const range = max === Number.MAX_SAFE_INTEGER ? 'an integer >= 1' : `an integer from 1 to ${max}`;
  if (!/^\d{1,15}$/.test(raw)) throw new ApiError(400, 'invalid_request', `${name} must be ${range}`);
  const value = Number(raw);
  if (value < 1 || value > max) throw new ApiError(400, 'invalid_request', `${name} must be ${range}`);
  return value;
}

/** The response a fault puts in place of the listing, or undefined when it only delays or reshapes it. */
function faultResponse(c: Context<Env>, fault: FaultRule, list: ListName): Response | undefined {
  if (fault.kind === 'drop') {
    c.env.incoming.socket.destroy();
    return new Response(null);
  }
  if (fault.retryAfterDate) {
    const at = Math.ceil(Date.now() / 1000) + (fault.retryAfter ?? 2);
    c.header('Retry-After', new Date(at * 1000).toUTCString());
  } else if (fault.retryAfter !== undefined) c.header('Retry-After', String(fault.retryAfter));
  const status = (fault.status ?? 200) as 200;
  if (fault.kind === 'html-error') return c.html(htmlErrorPage(status), status);
  if (fault.kind === 'empty-body') return c.body(null, status, { 'content-type': 'application/json' });
  if (fault.kind === 'malformed-json')
    return c.body(malformedJson(list), status, { 'content-type': 'application/json' });
  if (fault.status === undefined || fault.kind !== undefined) return undefined;
  if (NULL_BODY_STATUSES.has(fault.status)) return c.body(null, fault.status as 204);
  if (fault.status === 401) c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
  const error = fault.status === 429 ? 'rate_limited' : 'sandbox_fault';
  return c.json({ error, message: `Injected fault ${fault.status}` }, fault.status as 500);
}

export function createApi(deps: ApiDeps): Hono<Env> {
  const jwks = createLocalJWKSet(deps.publicJwks);
  const api = new Hono<Env>();

  async function authenticate(header: string | undefined): Promise<SandboxLogin> {
    const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header ?? '');
    if (!match?.[1]) throw new ApiError(401, 'invalid_token', 'A Bearer access token is required');
    let payload: Record<string, unknown>;
    try {
      payload = deps.verify
        ? await deps.verify(match[1])
        : (
            await jwtVerify(match[1], jwks, {
              issuer: deps.issuer,
              audience: API_AUDIENCE,
              algorithms: [SIGNING_ALG],
            })
          ).payload;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw new ApiError(401, 'invalid_token', 'The access token expired');
      throw new ApiError(401, 'invalid_token', 'The access token is invalid');
    }
    // Only the sandbox's own tokens carry a sequence number for its expire and revoke faults.
    const seq = typeof payload.sandbox_seq === 'number' ? payload.sandbox_seq : null;
    if (seq !== null && seq <= deps.tokenState.revokedThrough)
      throw new ApiError(401, 'invalid_token', 'The access token was revoked');
    if (seq !== null && seq <= deps.tokenState.expiredThrough)
      throw new ApiError(401, 'invalid_token', 'The access token expired');
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    if (!scopes.includes(API_SCOPE))
      throw new ApiError(403, 'insufficient_scope', `The access token lacks the ${API_SCOPE} scope`);
    if (!isSandboxLogin(payload.sub))
      throw new ApiError(401, 'invalid_token', 'The access token names no user');
    return payload.sub;
  }

  const anchor = () => deps.anchor?.() ?? anchorFor(deps.now());

  /** The list's items, and how to serve one as it stands now (the seed's events follow the clock). */
  async function listOf(login: SandboxLogin, list: ListName) {
    const data = hasTeam(login) ? await deps.team(login, anchor()) : undefined;
    const seeded: readonly Item[] = data?.[list] ?? [];
    const all =
      list === 'events' && deps.changes ? deps.changes.view(login, seeded as readonly RawEvent[]) : seeded;
    const timing = list === 'events' ? data?.timing : undefined;
    const now = deps.now();
    const present = timing ? (item: Item) => eventAt(item as RawEvent, timing, now) : (item: Item) => item;
    return { all, present };
  }

  /** The page's items as they stand now: the plain slice, or what a page-shaping fault makes of it. */
  function pageItems(
    { all, present }: Awaited<ReturnType<typeof listOf>>,
    page: number,
    perPage: number,
    fault: FaultRule | undefined,
  ): Item[] {
    const offset = (page - 1) * perPage;
    if (fault?.kind === 'oversized') return oversizedPage(all, offset, fault.items ?? perPage, present);
    if (fault?.kind === 'duplicates') return duplicatesPage(all, offset, perPage).map(present);
    return all.slice(offset, offset + perPage).map(present);
  }

  function pastLastError(answer: PastLastAnswer, page: number, totalPages: number): ApiError | undefined {
    const message = `page ${page} is past the last page; total_pages is ${totalPages}`;
    if (answer === '404') return new ApiError(404, 'not_found', message);
    if (answer === '400') return new ApiError(400, 'invalid_request', message);
    return undefined;
  }

  for (const list of ['events', 'sessions'] as const) {
    api.get(`/v1/me/community/team/${list}`, async (c) => {
      try {
        const login = await authenticate(c.req.header('authorization'));
        const page = parsePageParam(c.req.query('page'), 'page', 1, Number.MAX_SAFE_INTEGER);
        const perPage = parsePageParam(c.req.query('per_page'), 'per_page', DEFAULT_PER_PAGE, MAX_PER_PAGE);
        const items = await listOf(login, list);
        const totalPages = Math.ceil(items.all.length / perPage);
        const pastLast = hasTeam(login) && page > 1 && page > totalPages;
        const fault = deps.faults.take(list, page, pastLast);
        if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        const replaced = fault && faultResponse(c, fault, list);
        if (replaced) return replaced;
        if (!hasTeam(login)) throw new ApiError(404, 'not_found', 'This account has no community team');
        if (pastLast) {
          const answer = isPastLastKind(fault?.kind) ? ANSWER_OF_KIND[fault.kind] : deps.pastLast;
          const error = pastLastError(answer, page, totalPages);
          if (error) throw error;
        }
        const served = pastLast ? [] : pageItems(items, page, perPage, fault);
        const total_pages = fault?.kind === 'total-pages' ? (fault.totalPages ?? totalPages) : totalPages;
        const meta = { pagination: { current_page: page, per_page: perPage, total_pages } };
        const reshape = fault?.kind && RESHAPE_ITEMS[fault.kind];
        return c.json({ [list]: reshape ? reshape(served) : served, meta });
      } catch (error) {
        if (error instanceof ApiError) return errorResponse(c, error);
        throw error;
      }
    });
  }
  return api;
}
