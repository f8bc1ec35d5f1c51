import { readFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createApi, type PastLastAnswer } from './api';
import { CHANGES_HELP, ChangeRequestError, createChangeStore, parseChangeRequest } from './changes';
import { CLOCK_HELP, ClockChangeError, createClock, parseClockChange } from './clock';
import { createCoverPool } from './cover-pool';
import { htmlErrorPage } from './fault-payloads';
import { createFaultStore, FAULT_HELP, FaultRuleError, parseFaultRule } from './faults';
import { avatarSvg, type CoverFormat, coverSvg } from './images';
import { API_SCOPE, CLIENT_ID, createOAuth } from './oauth';
import { ISSUER_PATH, metadataUrl, type OAuthMode, providerUrl } from './oauth-metadata';
import { createTeamStore, hasTeam } from './seed';
import { isSandboxLogin } from './users';

export type SandboxOptions = {
  port: number;
  host?: string;
  spaOrigins: string[];
  /**
   * The default clock, for event statuses and the seed anchor (the start of its UTC day); defaults to
   * SANDBOX_NOW or the real clock. POST /_sandbox/clock moves it, DELETE returns to it.
   */
  now?: () => number;
  /** Access token lifetime in seconds; defaults to SANDBOX_ACCESS_TOKEN_TTL or 600. */
  accessTokenTtl?: number;
  oauthMode?: OAuthMode;
  /** A page past the last: 200 with an empty list (the default), 404 or 400. */
  pastLast?: PastLastAnswer;
  /** The seed's cover URLs: raster `.webp` (the default), or the `.svg` art. */
  covers?: CoverFormat;
};

function isSilentAuthorization(inner: string): boolean {
  const url = new URL(inner, 'http://x');
  return url.pathname === '/auth' && url.searchParams.get('prompt') === 'none';
}

export type Sandbox = { origin: string; oauthMode: OAuthMode; close(): Promise<void> };

export const DEFAULT_SPA_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
];

export function defaultNow(env: NodeJS.ProcessEnv = process.env): () => number {
  const fixed = env.SANDBOX_NOW ? Date.parse(env.SANDBOX_NOW) : Number.NaN;
  if (env.SANDBOX_NOW && Number.isNaN(fixed))
    throw new Error(`SANDBOX_NOW is not an ISO date: ${env.SANDBOX_NOW}`);
  return Number.isNaN(fixed) ? Date.now : () => fixed;
}

export function defaultAccessTokenTtl(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SANDBOX_ACCESS_TOKEN_TTL;
  if (raw === undefined || raw === '') return 600;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1)
    throw new Error(`SANDBOX_ACCESS_TOKEN_TTL must be a whole number of seconds >= 1, got "${raw}"`);
  return Number(raw);
}

const IMAGE_NAME = /^([A-Za-z0-9_-]{1,80})\.svg$/;
const COVER_NAME = /^([A-Za-z0-9_-]{1,80})\.(svg|webp)$/;
const IMAGE_CACHING = 'public, max-age=86400, immutable';
const SVG_HEADERS = { 'content-type': 'image/svg+xml', 'cache-control': IMAGE_CACHING };
const WEBP_HEADERS = { 'content-type': 'image/webp', 'cache-control': IMAGE_CACHING };

/** Listens first (so `port: 0` gets its real port for the issuer), then builds the provider and routes. */
export async function startSandbox(opts: SandboxOptions): Promise<Sandbox> {
  const host = opts.host ?? '127.0.0.1';
  const clock = createClock(opts.now ?? defaultNow());
  const accessTokenTtl = opts.accessTokenTtl ?? defaultAccessTokenTtl();
  const oauthMode = opts.oauthMode ?? 'oidc';
  let handler: RequestListener | undefined;
  const server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503, { 'retry-after': '1' }).end();
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  try {
    const oauth = await createOAuth({
      origin,
      spaOrigins: opts.spaOrigins,
      accessTokenTtl,
      mode: oauthMode,
    });
    const faults = createFaultStore();
    const teams = createTeamStore(origin, opts.covers ?? 'webp');
    const covers = createCoverPool();
    const changes = createChangeStore();
    const app = new Hono<{ Bindings: HttpBindings }>();
    const spaCors = cors({
      origin: opts.spaOrigins,
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type'],
      exposeHeaders: ['Retry-After', 'WWW-Authenticate'],
      maxAge: 600,
    });
    app.use('/v1/*', spaCors);
    app.use('/_sandbox/*', spaCors);
    app.route(
      '/',
      createApi({
        issuer: oauth.issuer,
        publicJwks: oauth.publicJwks,
        tokenState: oauth.tokenState,
        faults,
        team: teams.team,
        now: clock.now,
        anchor: clock.anchor,
        pastLast: opts.pastLast ?? 'empty',
        changes,
      }),
    );
    app.route('/', oauth.interactions);

    app.get('/_sandbox/faults', (c) => c.json({ faults: faults.list() }));
    app.delete('/_sandbox/faults', (c) => {
      faults.clear();
      return c.json({ faults: [] });
    });
    app.post('/_sandbox/faults', async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json(
          { error: 'invalid_request', message: `the body must be a JSON fault rule; ${FAULT_HELP}` },
          400,
        );
      }
      try {
        const parsed = parseFaultRule(body);
        if ('action' in parsed) {
          if (parsed.action === 'expire-tokens') oauth.expireTokens();
          else await oauth.revokeGrants();
          return c.json({ applied: parsed.action }, 201);
        }
        return c.json({ fault: faults.add(parsed.rule) }, 201);
      } catch (error) {
        if (!(error instanceof FaultRuleError)) throw error;
        return c.json({ error: 'invalid_request', message: `${error.message}; ${FAULT_HELP}` }, 400);
      }
    });

    app.delete('/_sandbox/changes', (c) => {
      changes.clear();
      return c.json({ cleared: true });
    });
    app.post('/_sandbox/changes', async (c) => {
      try {
        const body: unknown = await c.req.json().catch(() => {
          throw new ChangeRequestError('the body must be JSON');
        });
        const { login = 'team-member', ...rest } = (body ?? {}) as Record<string, unknown>;
        if (typeof login !== 'string' || !isSandboxLogin(login) || !hasTeam(login))
          throw new ChangeRequestError('"login" must be a sandbox user with a team');
        const request = parseChangeRequest(rest);
        const data = await teams.team(login, clock.anchor());
        return c.json({ changes: changes.apply(login, data.events, data.timing, request, clock.now()) }, 201);
      } catch (error) {
        if (!(error instanceof ChangeRequestError)) throw error;
        return c.json(
          { error: 'invalid_request', message: `${error.message}; ${CHANGES_HELP}, and "login"` },
          400,
        );
      }
    });

    app.get('/_sandbox/clock', (c) => c.json(clock.state()));
    app.delete('/_sandbox/clock', (c) => {
      clock.reset();
      return c.json(clock.state());
    });
    app.post('/_sandbox/clock', async (c) => {
      try {
        const body: unknown = await c.req.json().catch(() => {
          throw new ClockChangeError('the body must be JSON');
        });
        clock.change(parseClockChange(body));
        return c.json(clock.state());
      } catch (error) {
        if (!(error instanceof ClockChangeError)) throw error;
        return c.json({ error: 'invalid_request', message: `${error.message}; ${CLOCK_HELP}` }, 400);
      }
    });

    app.get('/covers/:file', async (c) => {
      const [, id, format] = COVER_NAME.exec(c.req.param('file')) ?? [];
      if (!id) return c.notFound();
      return format === 'svg'
        ? c.body(coverSvg(id), 200, SVG_HEADERS)
        : c.body(await covers.webp(id), 200, WEBP_HEADERS);
    });
    app.get('/avatars/:file', (c) => {
      const name = IMAGE_NAME.exec(c.req.param('file'))?.[1];
      return name ? c.body(avatarSvg(name), 200, SVG_HEADERS) : c.notFound();
    });
    const openapi = readFileSync(new URL('./openapi.yaml', import.meta.url), 'utf8');
    app.get('/openapi.yaml', (c) =>
      c.body(openapi, 200, { 'content-type': 'application/yaml; charset=utf-8' }),
    );
    app.get('/', (c) =>
      c.json({
        name: 'Teamboard sandbox',
        issuer: oauth.issuer,
        oauth: oauth.mode,
        discovery: metadataUrl(origin, oauth.mode),
        // What a client of this sandbox registers as: sandbox:token signs in with these.
        client_id: CLIENT_ID,
        redirect_uris: opts.spaOrigins.map((spa) => `${spa}/callback`),
        scope: oauth.mode === 'oidc' ? `openid profile ${API_SCOPE}` : API_SCOPE,
        api: `${origin}/v1/me/community/team/events`,
        openapi: `${origin}/openapi.yaml`,
      }),
    );
    app.notFound((c) =>
      c.json({ error: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404),
    );

    const honoListener = getRequestListener(app.fetch);
    const oidcListener = oauth.provider.callback();
    handler = (req, res) => {
      const inner = providerUrl(req.url ?? '/', oauth.mode);
      if (inner !== undefined && isSilentAuthorization(inner) && faults.takeSilentSignInError()) {
        // As some servers do: an error page of their own instead of redirecting back with login_required.
        res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' }).end(htmlErrorPage(500));
      } else if (inner !== undefined) {
        // oidc-provider derives its mount path from originalUrl minus url.
        Object.assign(req, { originalUrl: `${ISSUER_PATH}${inner}` });
        req.url = inner;
        oidcListener(req, res);
      } else {
        void honoListener(req, res);
      }
    };
  } catch (error) {
    await close();
    throw error;
  }
  return { origin, oauthMode, close };
}
