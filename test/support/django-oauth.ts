import { type ChildProcess, execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createApi } from '../../sandbox/api';
import { createFaultStore } from '../../sandbox/faults';
import { API_SCOPE } from '../../sandbox/oauth';
import { createTeamStore } from '../../sandbox/seed';
import { portOffset as offset, SANDBOX_ORIGIN } from './origins';
import { startProcess, stop } from './processes';

// Django OAuth Toolkit (Debian's python3-django-oauth-toolkit), a server we did not write, deployed as its
// documentation says: every path ends in "/", its discovery document only at `.well-known/…/` (the path
// without the "/" answers a redirect), no revocation or end-session in that document, opaque access tokens
// that the API introspects, and `prompt=none` answered with its login page. The sandbox's API is the
// resource server.

const PYTHON = '/usr/bin/python3';
const PACKAGES = ['python3-django-oauth-toolkit', 'python3-django-cors-headers'];
export const DJANGO_ORIGIN = `http://127.0.0.1:${4125 + offset}`;
export const DJANGO_API_ORIGIN = `http://127.0.0.1:${4126 + offset}`;
export const DJANGO_ISSUER = `${DJANGO_ORIGIN}/o`;
export const DJANGO_CLIENT_ID = 'teamboard-django';
export const DJANGO_PASSWORD = 'team-member-password';
const API_CLIENT = { id: 'teamboard-api', secret: 'introspection-secret' };

function hasToolkit(): boolean {
  return spawnSync(PYTHON, ['-c', 'import oauth2_provider, corsheaders'], { stdio: 'ignore' }).status === 0;
}

/** Debian's packages, installed with apt when we are root, else a message that says how to get them. */
export function ensureDjangoOAuthToolkit(): void {
  if (hasToolkit()) return;
  if (process.getuid?.() === 0) {
    console.log(
      `Django OAuth Toolkit not found: installing ${PACKAGES.join(' ')} with apt-get (one time)...`,
    );
    execFileSync(
      'sh',
      [
        '-c',
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES.join(' ')}`,
      ],
      { stdio: 'inherit' },
    );
    if (hasToolkit()) return;
  }
  throw new Error(
    `The sign-in server tests need Django OAuth Toolkit from Debian: \`sudo apt-get install ${PACKAGES.join(' ')}\`.`,
  );
}

function rsaKey(): string {
  return execFileSync(
    PYTHON,
    [
      '-c',
      "from jwcrypto import jwk; print(jwk.JWK.generate(kty='RSA', size=2048).export_to_pem(private_key=True, password=None).decode())",
    ],
    { encoding: 'utf8' },
  );
}

export type DjangoOAuth = {
  /** Every request the server got, as "METHOD path" with its status. */
  requests: { line: string; status: number }[];
  close(): Promise<void>;
};

function listen(server: Server, origin: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(Number(new URL(origin).port), '127.0.0.1', done);
  });
}

/** The API's view of a token: Django's introspection, authenticated as the API's own client. */
async function introspect(token: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${DJANGO_ORIGIN}/o/introspect/`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${API_CLIENT.id}:${API_CLIENT.secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ token }),
  });
  const claims = (await response.json()) as Record<string, unknown>;
  if (claims.active !== true) throw new Error('inactive token');
  return { sub: claims.username, scope: claims.scope };
}

export async function startDjangoOAuth(appOrigins: string[]): Promise<DjangoOAuth> {
  ensureDjangoOAuthToolkit();
  const dir = mkdtempSync(join(tmpdir(), 'teamboard-dot-'));
  const requests: DjangoOAuth['requests'] = [];
  const child: ChildProcess = await startProcess(
    PYTHON,
    [resolve(import.meta.dirname, 'django-oauth/server.py')],
    {
      DOT_DATABASE: join(dir, 'db.sqlite3'),
      DOT_APP_ORIGINS: appOrigins.join(','),
      DOT_RSA_KEY: rsaKey(),
      DOT_PASSWORD: DJANGO_PASSWORD,
      DOT_CLIENT_ID: DJANGO_CLIENT_ID,
      DOT_API_CLIENT_ID: API_CLIENT.id,
      DOT_API_CLIENT_SECRET: API_CLIENT.secret,
      DOT_PORT: new URL(DJANGO_ORIGIN).port,
    },
    async () => (await fetch(`${DJANGO_ORIGIN}/accounts/login/`)).ok,
    60_000,
  );
  // Django's development server logs each request to stderr as `"GET /o/token/ HTTP/1.1" 200 123`.
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const [, line, status] of String(chunk).matchAll(/"([A-Z]+ \S+) HTTP\/1\.1" (\d{3})/g))
      requests.push({ line: line ?? '', status: Number(status) });
  });

  const app = new Hono();
  app.use(
    '/v1/*',
    cors({
      origin: appOrigins,
      allowHeaders: ['Authorization'],
      exposeHeaders: ['Retry-After', 'WWW-Authenticate'],
    }),
  );
  app.route(
    '/',
    createApi({
      issuer: DJANGO_ISSUER,
      publicJwks: { keys: [] },
      tokenState: { expiredThrough: 0, revokedThrough: 0 },
      faults: createFaultStore(),
      team: createTeamStore(SANDBOX_ORIGIN).team,
      now: Date.now,
      pastLast: 'empty',
      verify: introspect,
    }),
  );
  const api = createServer(getRequestListener(app.fetch));
  await listen(api, DJANGO_API_ORIGIN);

  return {
    requests,
    async close() {
      await new Promise<void>((done) => {
        api.closeAllConnections();
        api.close(() => done());
      });
      await stop(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The app's settings for this server, each as its recipe in docs/providers.md gives them. */
export const djangoAppSettings = {
  /** Explicit endpoints, every one ending in "/", and silent sign-in off. */
  explicit: {
    VITE_API_BASE_URL: DJANGO_API_ORIGIN,
    VITE_OAUTH_ISSUER: DJANGO_ISSUER,
    VITE_OAUTH_CLIENT_ID: DJANGO_CLIENT_ID,
    VITE_OAUTH_SCOPES: `openid profile ${API_SCOPE}`,
    VITE_OAUTH_AUTHORIZATION_ENDPOINT: `${DJANGO_ORIGIN}/o/authorize/`,
    VITE_OAUTH_TOKEN_ENDPOINT: `${DJANGO_ORIGIN}/o/token/`,
    VITE_OAUTH_REVOCATION_ENDPOINT: `${DJANGO_ORIGIN}/o/revoke_token/`,
    VITE_OAUTH_SILENT_SIGN_IN: 'off',
  },
  /** The issuer alone: discovery at the RFC's path, which Django only redirects. */
  issuerOnly: {
    VITE_API_BASE_URL: DJANGO_API_ORIGIN,
    VITE_OAUTH_ISSUER: DJANGO_ISSUER,
    VITE_OAUTH_CLIENT_ID: DJANGO_CLIENT_ID,
    VITE_OAUTH_SCOPES: `openid profile ${API_SCOPE}`,
  },
  /** The discovery document's own address, and silent sign-in left on (its default). */
  discoveryUrl: {
    VITE_API_BASE_URL: DJANGO_API_ORIGIN,
    VITE_OAUTH_ISSUER: DJANGO_ISSUER,
    VITE_OAUTH_CLIENT_ID: DJANGO_CLIENT_ID,
    VITE_OAUTH_SCOPES: `openid profile ${API_SCOPE}`,
    VITE_OAUTH_DISCOVERY_URL: `${DJANGO_ORIGIN}/o/.well-known/openid-configuration/`,
  },
} as const;
