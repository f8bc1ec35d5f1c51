import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSandboxTokens, refreshSandboxTokens } from './sandbox-token';
import type { Sandbox } from './server';
import { getList, OTHER_ORIGIN, postFault, SPA_ORIGIN, startTestSandbox } from './testing';

let sandbox: Sandbox;
let issuer: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  issuer = `${sandbox.origin}/oauth`;
});
afterAll(() => sandbox.close());

function authorizeUrl(extra: Record<string, string> = {}) {
  const url = new URL(`${issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: 'teamboard-spa',
    redirect_uri: `${SPA_ORIGIN}/callback`,
    response_type: 'code',
    scope: 'openid profile api:read',
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'state-1',
    ...extra,
  }).toString();
  return url.href;
}

/** Follows redirects by hand with a cookie jar until the sandbox answers something else. */
async function browse(start: string, init: RequestInit = {}, jar = new Map<string, string>()) {
  let url = start;
  let options = init;
  for (;;) {
    const res = await fetch(url, {
      ...options,
      redirect: 'manual',
      headers: { ...(options.headers ?? {}), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const location = res.headers.get('location');
    if (!location || location.startsWith(SPA_ORIGIN)) return { res, url, location, jar };
    url = new URL(location, url).href;
    options = {};
  }
}

describe('discovery', () => {
  it('publishes the issuer, endpoints, S256 and CORS for the SPA origin', async () => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`, {
      headers: { origin: SPA_ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toMatch(new RegExp(`^(\\*|${SPA_ORIGIN})$`));
    const meta = (await res.json()) as Record<string, unknown>;
    expect(meta).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      revocation_endpoint: `${issuer}/token/revocation`,
      end_session_endpoint: `${issuer}/session/end`,
      code_challenge_methods_supported: ['S256'],
    });
  });
});

describe('the sandbox root', () => {
  it('names the OpenID Connect mode, its discovery URL and what its client registers', async () => {
    const root = (await (await fetch(`${sandbox.origin}/`)).json()) as Record<string, unknown>;
    expect(root).toMatchObject({
      oauth: 'oidc',
      issuer,
      discovery: `${issuer}/.well-known/openid-configuration`,
      client_id: 'teamboard-spa',
      redirect_uris: [`${SPA_ORIGIN}/callback`],
      scope: 'openid profile api:read',
    });
  });
});

describe('authorization', () => {
  it('shows the sign-in page listing every sandbox user when there is no login_hint', async () => {
    const { res } = await browse(authorizeUrl());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>Sign in/);
    for (const login of ['team-member', 'big-team', 'huge-team', 'empty-team', 'no-team'])
      expect(html).toContain(`name="login" value="${login}"`);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
  });

  it('signs in the user picked on the page', async () => {
    const { res, url, jar } = await browse(authorizeUrl());
    expect(res.status).toBe(200);
    const done = await browse(
      `${url}/login`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'login=big-team',
      },
      jar,
    );
    const callback = new URL(done.location ?? '');
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBe('state-1');
  });

  it('ends the flow with access_denied when the person cancels', async () => {
    const { url, jar } = await browse(authorizeUrl());
    const done = await browse(`${url}/abort`, { method: 'POST' }, jar);
    const callback = new URL(done.location ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(`${SPA_ORIGIN}/callback`);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('state-1');
  });

  it('requires PKCE', async () => {
    const url = new URL(authorizeUrl({ login_hint: 'team-member' }));
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const { location } = await browse(url.href);
    expect(new URL(location ?? '').searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a redirect URI that is not registered exactly', async () => {
    const { res } = await browse(
      authorizeUrl({ redirect_uri: `${SPA_ORIGIN}/callback/`, login_hint: 'team-member' }),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('redirect_uri');
  });
});

describe('tokens', () => {
  it('issues a JWT access token for the API, an ID token with name and picture, and a refresh token', async () => {
    const tokens = await getSandboxTokens(sandbox.origin, 'team-member', SPA_ORIGIN);
    expect(decodeJwt(tokens.accessToken)).toMatchObject({
      iss: issuer,
      aud: 'urn:teamboard:api',
      sub: 'team-member',
      scope: 'api:read',
      client_id: 'teamboard-spa',
    });
    const id = decodeJwt(tokens.idToken ?? '');
    expect(id).toMatchObject({
      iss: issuer,
      aud: 'teamboard-spa',
      sub: 'team-member',
      name: expect.any(String),
    });
    const picture = await fetch(String(id.picture));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(tokens.refreshToken).toBeTruthy();
  });

  it('rotates refresh tokens: the new one works, the used one is refused', async () => {
    const tokens = await getSandboxTokens(sandbox.origin, 'team-member', SPA_ORIGIN);
    const first = await refreshSandboxTokens(sandbox.origin, tokens.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(tokens.refreshToken);
    expect((await getList(sandbox.origin, 'events', String(first.body.access_token))).res.status).toBe(200);
    const second = await refreshSandboxTokens(sandbox.origin, String(first.body.refresh_token));
    expect(second.status).toBe(200);
    const reused = await refreshSandboxTokens(sandbox.origin, tokens.refreshToken);
    expect(reused.body.error).toBe('invalid_grant');
  });

  it('allows CORS on the token endpoint for the SPA origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${issuer}/token`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const tokens = await getSandboxTokens(sandbox.origin, 'team-member', SPA_ORIGIN);
    const post = (origin: string) =>
      fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: 'teamboard-spa',
          refresh_token: tokens.refreshToken,
        }),
      });
    expect((await preflight(SPA_ORIGIN)).status).toBeLessThan(300);
    const foreign = await post(OTHER_ORIGIN);
    expect(foreign.headers.get('access-control-allow-origin')).not.toBe(OTHER_ORIGIN);
    const allowed = await post(SPA_ORIGIN);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
  });

  it('revokes a refresh token at the revocation endpoint', async () => {
    const tokens = await getSandboxTokens(sandbox.origin, 'team-member', SPA_ORIGIN);
    const res = await fetch(`${issuer}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SPA_ORIGIN },
      body: new URLSearchParams({ client_id: 'teamboard-spa', token: tokens.refreshToken }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
    expect((await refreshSandboxTokens(sandbox.origin, tokens.refreshToken)).body.error).toBe(
      'invalid_grant',
    );
    expect((await getList(sandbox.origin, 'events', tokens.accessToken)).res.status).toBe(200);
  });

  it('rejects an unknown login hint by showing the picker, and getSandboxTokens says so', async () => {
    await expect(getSandboxTokens(sandbox.origin, 'nobody', SPA_ORIGIN)).rejects.toThrow(/HTTP 200/);
  });
});

describe('end session', () => {
  it('signs the browser session out and returns to the registered post-logout URI', async () => {
    const signedIn = await browse(authorizeUrl({ login_hint: 'team-member' }));
    expect(new URL(signedIn.location ?? '').searchParams.get('code')).toBeTruthy();
    const url = new URL(`${issuer}/session/end`);
    url.search = new URLSearchParams({
      client_id: 'teamboard-spa',
      post_logout_redirect_uri: `${SPA_ORIGIN}/`,
    }).toString();
    const page = await browse(url.href, {}, signedIn.jar);
    expect(page.res.status).toBe(200);
    const html = await page.res.text();
    expect(html).toMatch(/<button[^>]*name="logout" value="yes"[^>]*>Sign out<\/button>/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await browse(
      `${issuer}/session/end/confirm`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
      },
      signedIn.jar,
    );
    expect(confirmed.location).toBe(`${SPA_ORIGIN}/`);
    // The session is gone: a new authorization shows the picker again.
    const after = await browse(authorizeUrl(), {}, signedIn.jar);
    expect(after.res.status).toBe(200);
    expect(await after.res.text()).toContain('name="login"');
  });
});

describe('revoke-grants fault', () => {
  it('also ends sign-in sessions, so signing in again shows the picker', async () => {
    const signedIn = await browse(authorizeUrl({ login_hint: 'team-member' }));
    const silent = await browse(authorizeUrl(), {}, signedIn.jar);
    expect(new URL(silent.location ?? '').searchParams.get('code')).toBeTruthy();
    expect((await postFault(sandbox.origin, { kind: 'revoke-grants' })).status).toBe(201);
    const after = await browse(authorizeUrl(), {}, signedIn.jar);
    expect(after.res.status).toBe(200);
    expect(await after.res.text()).toContain('name="login"');
  });
});
