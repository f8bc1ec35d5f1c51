import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';
import { createApi } from '../../sandbox/api';
import { createFaultStore } from '../../sandbox/faults';
import { API_AUDIENCE, API_SCOPE } from '../../sandbox/oauth';
import { createTeamStore } from '../../sandbox/seed';
import { portOffset as offset, SANDBOX_ORIGIN } from './origins';

// An authorization server not written here (axa-group's oauth2-mock-server), under a path issuer that
// ends in "/", and the sandbox's API as a resource server that takes its tokens. What is added around it
// only shapes its answers the way a real deployment would: tokens for a sandbox user and for the API's
// audience (whatever `audience` or `resource` the app asked for), a chosen lifetime, single-use refresh
// tokens, and in plain OAuth 2 mode RFC 8414 metadata and no ID token.

export const EXTERNAL_AUTH_ORIGIN = `http://127.0.0.1:${4120 + offset}`;
export const EXTERNAL_API_ORIGIN = `http://127.0.0.1:${4121 + offset}`;
export const TENANT_PATH = '/tenant/';
export const EXTERNAL_ISSUER = `${EXTERNAL_AUTH_ORIGIN}${TENANT_PATH}`;
export const EXTERNAL_CLIENT_ID = 'teamboard-external';
const RFC8414_PATH = `/.well-known/oauth-authorization-server${TENANT_PATH.replace(/\/$/, '')}`;
const OIDC_ONLY = [
  'userinfo_endpoint',
  'end_session_endpoint',
  'id_token_signing_alg_values_supported',
  'subject_types_supported',
];

export type ExternalMode = 'oidc' | 'oauth2';

/** What the test can see and steer. */
export type ExternalAuth = {
  mode: ExternalMode;
  /** Every token request's grant type, in order; when each revocation request came. */
  grants: string[];
  revocations: string[];
  /** Authorization requests' query parameters. */
  authorizations: URLSearchParams[];
  /** The next access token issued is refused by the API as expired, as a server may do right after issuing it. */
  refuseNextIssued(): void;
  setMode(mode: ExternalMode): void;
  close(): Promise<void>;
};

type Grant = { audience: string | null; scope: string };

function listen(server: Server, origin: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(new URL(origin).port), '127.0.0.1', resolve);
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** Starts both servers; `tokenTtl` is the access tokens' lifetime in seconds. */
export async function startExternalAuth(options: {
  appOrigins: string[];
  tokenTtl: number;
}): Promise<ExternalAuth> {
  let mode: ExternalMode = 'oidc';
  const issuer = new OAuth2Issuer();
  issuer.url = EXTERNAL_ISSUER;
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  const tokenState = { expiredThrough: 0, revokedThrough: 0 };
  let seq = 0;
  let refuseNext = false;
  const codes = new Map<string, Grant>();
  const refreshTokens = new Map<string, Grant>();
  const grants: string[] = [];
  const revocations: string[] = [];
  const authorizations: URLSearchParams[] = [];

  const grantOf = (body: Record<string, unknown>): Grant | undefined =>
    typeof body.code === 'string'
      ? codes.get(body.code)
      : typeof body.refresh_token === 'string'
        ? refreshTokens.get(body.refresh_token)
        : undefined;

  service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }, req: IncomingMessage) => {
    const query = new URL(req.url ?? '/', EXTERNAL_AUTH_ORIGIN).searchParams;
    authorizations.push(query);
    const code = url.searchParams.get('code');
    const audience = query.get('audience') ?? query.get('resource');
    if (code) codes.set(code, { audience, scope: query.get('scope') ?? '' });
  });
  service.on('beforeTokenSigning', (token, req) => {
    const grant = grantOf(req.body as Record<string, unknown>);
    const payload = token.payload as Record<string, unknown>;
    payload.sub = 'team-member';
    if (payload.aud === EXTERNAL_CLIENT_ID) return; // the ID token
    const now = Math.floor(Date.now() / 1000);
    seq += 1;
    if (refuseNext) {
      refuseNext = false;
      tokenState.expiredThrough = seq;
    }
    Object.assign(payload, {
      exp: now + options.tokenTtl,
      scope: API_SCOPE,
      sandbox_seq: seq,
      ...(grant?.audience ? { aud: grant.audience } : {}),
    });
  });
  service.on('beforeResponse', (response, req) => {
    const body = req.body as Record<string, unknown>;
    grants.push(String(body.grant_type));
    const grant = grantOf(body);
    if (typeof body.code === 'string') codes.delete(body.code);
    if (typeof body.refresh_token === 'string') {
      // Single-use refresh tokens, as most hosted servers rotate them for public clients.
      if (!grant) {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant', error_description: 'unknown or used refresh token' };
        return;
      }
      refreshTokens.delete(body.refresh_token);
    }
    const answer = response.body as Record<string, unknown>;
    answer.expires_in = options.tokenTtl;
    if (grant && typeof answer.refresh_token === 'string') refreshTokens.set(answer.refresh_token, grant);
    if (mode === 'oauth2' || !grant?.scope.split(' ').includes('openid')) delete answer.id_token;
  });
  service.on('beforeUserinfo', (response) => {
    response.body = { sub: 'team-member', name: 'Tamsin Member' };
  });
  service.on('beforeRevoke', () => {
    revocations.push(new Date().toISOString());
  });

  const handler = service.requestHandler as (req: IncomingMessage, res: ServerResponse) => void;
  let rfc8414: Record<string, unknown> | null = null;
  const auth = createServer((req, res) => {
    const url = req.url ?? '/';
    if (mode === 'oauth2' && url.startsWith(RFC8414_PATH) && rfc8414) {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(rfc8414));
      return;
    }
    const isDiscovery = url.startsWith(`${TENANT_PATH}.well-known/openid-configuration`);
    if (!url.startsWith(TENANT_PATH) || (mode === 'oauth2' && isDiscovery)) {
      res.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    req.url = url.slice(TENANT_PATH.length - 1);
    handler(req, res);
  });
  await listen(auth, EXTERNAL_AUTH_ORIGIN);
  const discovery = (await (
    await fetch(`${EXTERNAL_ISSUER}.well-known/openid-configuration`)
  ).json()) as Record<string, unknown>;
  rfc8414 = Object.fromEntries(Object.entries(discovery).filter(([name]) => !OIDC_ONLY.includes(name)));

  const app = new Hono();
  app.use(
    '/v1/*',
    cors({
      origin: options.appOrigins,
      allowHeaders: ['Authorization'],
      exposeHeaders: ['Retry-After', 'WWW-Authenticate'],
    }),
  );
  app.route(
    '/',
    createApi({
      issuer: EXTERNAL_ISSUER,
      publicJwks: { keys: issuer.keys.toJSON() } as Parameters<typeof createApi>[0]['publicJwks'],
      tokenState,
      faults: createFaultStore(),
      team: createTeamStore(SANDBOX_ORIGIN).team,
      now: Date.now,
      pastLast: 'empty',
    }),
  );
  const api = createServer(getRequestListener(app.fetch));
  await listen(api, EXTERNAL_API_ORIGIN);

  return {
    get mode() {
      return mode;
    },
    grants,
    revocations,
    authorizations,
    refuseNextIssued() {
      refuseNext = true;
    },
    setMode(next) {
      mode = next;
    },
    close: async () => {
      await Promise.all([close(auth), close(api)]);
    },
  };
}

/** The app's settings for this server: a path issuer with its "/", the API's audience either way. */
export function externalAppSettings(mode: ExternalMode): Record<string, string> {
  const common = {
    VITE_API_BASE_URL: EXTERNAL_API_ORIGIN,
    VITE_OAUTH_ISSUER: EXTERNAL_ISSUER,
    VITE_OAUTH_CLIENT_ID: EXTERNAL_CLIENT_ID,
  };
  return mode === 'oidc'
    ? { ...common, VITE_OAUTH_SCOPES: `openid profile ${API_SCOPE}`, VITE_OAUTH_AUDIENCE: API_AUDIENCE }
    : { ...common, VITE_OAUTH_SCOPES: API_SCOPE, VITE_OAUTH_RESOURCE: API_AUDIENCE };
}
