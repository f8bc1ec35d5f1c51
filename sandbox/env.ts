import { createServer } from 'node:net';
import { PAST_LAST_ANSWERS } from './api';
import { COVER_FORMATS } from './images';
import { metadataUrl, OAUTH_MODES, type OAuthMode } from './oauth-metadata';
import { DEFAULT_SPA_ORIGINS, defaultAccessTokenTtl, defaultNow, startSandbox } from './server';
import { SANDBOX_LOGINS } from './users';

/** Fails with one line when something already listens on the port, so nothing is started half-way. */
export async function assertPortFree(port: number, inUse: string): Promise<void> {
  const probe = createServer();
  await new Promise<void>((free, taken) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      taken(error.code === 'EADDRINUSE' ? new Error(inUse) : error),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => free()));
  });
}

export const defaultSandboxPort = 4010;

export function parsePort(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1 || Number(raw) > 65_535)
    throw new Error(`${name} must be a port number from 1 to 65535, got "${raw}"`);
  return Number(raw);
}

export function parseChoice<T extends string>(
  raw: string | undefined,
  name: string,
  choices: readonly T[],
): T {
  if (raw === undefined || raw === '') return choices[0] as T;
  if (!(choices as readonly string[]).includes(raw))
    throw new Error(`${name} must be one of ${choices.join(', ')}, got "${raw}"`);
  return raw as T;
}

export function parseOrigins(raw: string | undefined): string[] {
  if (!raw) return DEFAULT_SPA_ORIGINS;
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`SANDBOX_SPA_ORIGINS must be a comma list of origins, got "${value}"`);
    }
    if (url.origin !== value.replace(/\/$/, ''))
      throw new Error(
        `SANDBOX_SPA_ORIGINS entries must be bare origins like http://127.0.0.1:5173, got "${value}"`,
      );
    return url.origin;
  });
}

/** Starts the sandbox from the environment; throws one-line errors meant for the terminal. */
export async function startFromEnv(env: NodeJS.ProcessEnv = process.env, extraSpaOrigins: string[] = []) {
  const port = parsePort(env.SANDBOX_PORT, 'SANDBOX_PORT', defaultSandboxPort);
  const spaOrigins = [...new Set([...parseOrigins(env.SANDBOX_SPA_ORIGINS), ...extraSpaOrigins])];
  try {
    return await startSandbox({
      port,
      spaOrigins,
      now: defaultNow(env),
      accessTokenTtl: defaultAccessTokenTtl(env),
      oauthMode: parseChoice(env.SANDBOX_OAUTH, 'SANDBOX_OAUTH', OAUTH_MODES),
      pastLast: parseChoice(env.SANDBOX_PAST_LAST, 'SANDBOX_PAST_LAST', PAST_LAST_ANSWERS),
      covers: parseChoice(env.SANDBOX_COVERS, 'SANDBOX_COVERS', COVER_FORMATS),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new Error(`SANDBOX_PORT ${port} is already in use; pick another with SANDBOX_PORT=`);
    if (code === 'EACCES') throw new Error(`SANDBOX_PORT ${port} is not allowed for this user`);
    throw error;
  }
}

export function describe(origin: string, mode: OAuthMode): string {
  const kind = mode === 'oidc' ? 'OpenID Connect' : 'plain OAuth 2, RFC 8414 metadata';
  return [
    `Sandbox ready at ${origin}`,
    `  OAuth issuer:  ${origin}/oauth (${kind})`,
    `  Metadata:      ${metadataUrl(origin, mode)}`,
    `  API base URL:  ${origin} (GET /v1/me/community/team/events, /sessions)`,
    `  Faults:        ${origin}/_sandbox/faults`,
    `  Clock:         ${origin}/_sandbox/clock`,
    `  Users:         ${SANDBOX_LOGINS.join(', ')}`,
  ].join('\n');
}

/** The value of `--port N` or `--port=N` in a Vite command line, if any. */
export function portArgument(args: readonly string[]): string | undefined {
  const index = args.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  if (index < 0) return undefined;
  const arg = args[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (args[index + 1] ?? '');
}
