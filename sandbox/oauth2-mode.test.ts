import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSandboxTokens, refreshSandboxTokens } from './sandbox-token';
import type { Sandbox } from './server';
import { getList, OTHER_ORIGIN, SPA_ORIGIN, startTestSandbox } from './testing';

let sandbox: Sandbox;
let issuer: string;
let metadataUrl: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ oauthMode: 'oauth2' });
  issuer = `${sandbox.origin}/oauth`;
  metadataUrl = `${sandbox.origin}/.well-known/oauth-authorization-server/oauth`;
});
afterAll(() => sandbox.close());

function authorizeUrl(scope: string, extra: Record<string, string> = {}) {
  const url = new URL(`${issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: 'teamboard-spa',
    redirect_uri: `${SPA_ORIGIN}/callback`,
    response_type: 'code',
    scope,
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'plain-state',
    ...extra,
  }).toString();
  return url.href;
}

/** Follows redirects with a cookie jar until the sandbox answers a page or sends the browser to the app. */
async function browse(start: string, jar = new Map<string, string>()) {
  let url = start;
  for (;;) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const location = res.headers.get('location');
    if (!location) return { res, jar, callback: undefined };
    if (location.startsWith(SPA_ORIGIN)) return { res, jar, callback: new URL(location) };
    url = new URL(location, url).href;
  }
}

describe('plain OAuth 2 mode: metadata', () => {
  it('serves RFC 8414 metadata at the path-inserted location, with CORS for the SPA origin', async () => {
    const res = await fetch(metadataUrl, { headers: { origin: SPA_ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
    const meta = (await res.json()) as Record<string, unknown>;
    expect(meta).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      revocation_endpoint: `${issuer}/token/revocation`,
      jwks_uri: `${issuer}/jwks`,
      scopes_supported: ['api:read'],
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    });
    expect(meta.token_endpoint_auth_methods_supported).toContain('none');
    expect(meta.revocation_endpoint_auth_methods_supported).toContain('none');
    for (const oidcOnly of [
      'userinfo_endpoint',
      'end_session_endpoint',
      'id_token_signing_alg_values_supported',
      'subject_types_supported',
      'claims_supported',
      'claims_parameter_supported',
    ])
      expect(meta).not.toHaveProperty(oidcOnly);
  });

  it('answers a CORS preflight for the metadata', async () => {
    const res = await fetch(metadataUrl, {
      method: 'OPTIONS',
      headers: { origin: SPA_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
  });

  it.each([
    '/oauth/.well-known/openid-configuration',
    '/oauth/.well-known/oauth-authorization-server',
    '/oauth/me',
    '/oauth/session/end',
  ])('answers 404 for the OpenID Connect location %s', async (path) => {
    expect((await fetch(`${sandbox.origin}${path}`)).status).toBe(404);
  });

  it('names the mode and the metadata URL at /', async () => {
    const root = (await (await fetch(`${sandbox.origin}/`)).json()) as Record<string, unknown>;
    expect(root).toMatchObject({ oauth: 'oauth2', discovery: metadataUrl, scope: 'api:read' });
  });
});

describe('plain OAuth 2 mode: authorization and tokens', () => {
  it('signs in without the openid scope and issues no ID token', async () => {
    const tokens = await getSandboxTokens(sandbox.origin, 'team-member', SPA_ORIGIN);
    expect(tokens.idToken).toBeUndefined();
    expect(decodeJwt(tokens.accessToken)).toMatchObject({
      iss: issuer,
      aud: 'urn:teamboard:api',
      sub: 'team-member',
      scope: 'api:read',
      client_id: 'teamboard-spa',
    });
    expect((await getList(sandbox.origin, 'events', tokens.accessToken)).res.status).toBe(200);
  });

  it('answers invalid_scope to a request for openid, at the redirect URI', async () => {
    const { callback } = await browse(authorizeUrl('openid api:read', { login_hint: 'team-member' }));
    expect(`${callback?.origin}${callback?.pathname}`).toBe(`${SPA_ORIGIN}/callback`);
    expect(callback?.searchParams.get('error')).toBe('invalid_scope');
    expect(callback?.searchParams.get('state')).toBe('plain-state');
    expect(callback?.searchParams.get('code')).toBeNull();
  });

  it('shows the sign-in page without a login_hint, and again with prompt=login once signed in', async () => {
    const first = await browse(authorizeUrl('api:read'));
    expect(first.res.status).toBe(200);
    expect(await first.res.text()).toContain('name="login" value="team-member"');
    const signedIn = await browse(authorizeUrl('api:read', { login_hint: 'team-member' }), first.jar);
    expect(signedIn.callback?.searchParams.get('code')).toBeTruthy();
    const silent = await browse(authorizeUrl('api:read'), signedIn.jar);
    expect(silent.callback?.searchParams.get('code')).toBeTruthy();
    const picker = await browse(authorizeUrl('api:read', { prompt: 'login' }), signedIn.jar);
    expect(picker.res.status).toBe(200);
    expect(await picker.res.text()).toContain('name="login"');
  });

  it('rotates refresh tokens, with no ID token in the refresh response', async () => {
    const tokens = await getSandboxTokens(sandbox.origin, 'big-team', SPA_ORIGIN);
    const refreshed = await refreshSandboxTokens(sandbox.origin, tokens.refreshToken);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ token_type: 'Bearer', scope: 'api:read' });
    expect(refreshed.body).not.toHaveProperty('id_token');
    expect(refreshed.body.refresh_token).not.toBe(tokens.refreshToken);
    expect((await refreshSandboxTokens(sandbox.origin, tokens.refreshToken)).body.error).toBe(
      'invalid_grant',
    );
  });

  it('revokes a refresh token at the RFC 7009 endpoint, with CORS for the SPA origin only', async () => {
    const tokens = await getSandboxTokens(sandbox.origin, 'team-member', SPA_ORIGIN);
    const revoke = (origin: string) =>
      fetch(`${issuer}/token/revocation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({
          client_id: 'teamboard-spa',
          token: tokens.refreshToken,
          token_type_hint: 'refresh_token',
        }),
      });
    expect((await revoke(OTHER_ORIGIN)).headers.get('access-control-allow-origin')).not.toBe(OTHER_ORIGIN);
    const res = await revoke(SPA_ORIGIN);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
    expect((await refreshSandboxTokens(sandbox.origin, tokens.refreshToken)).body.error).toBe(
      'invalid_grant',
    );
    // RFC 7009 revokes the refresh token; the JWT access token stays valid until it expires, and the
    // endpoint refuses to take it.
    expect((await getList(sandbox.origin, 'events', tokens.accessToken)).res.status).toBe(200);
    const jwt = await fetch(`${issuer}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'teamboard-spa', token: tokens.accessToken }),
    });
    expect(jwt.status).toBe(400);
    expect(((await jwt.json()) as { error: string }).error).toBe('unsupported_token_type');
  });
});
