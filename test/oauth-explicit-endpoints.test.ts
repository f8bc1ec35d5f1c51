import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSandboxTokens, refreshSandboxTokens } from '../sandbox/sandbox-token';
import type { Sandbox } from '../sandbox/server';
import { SPA_ORIGIN, startTestSandbox } from '../sandbox/testing';
import { endSessionUrl, revokeTokens } from '../src/auth/oauth-sign-out';
import { refreshTokens } from '../src/auth/oauth-tokens';
import type { StoredSession } from '../src/auth/stored-session';
import type { AppConfig } from '../src/config/app-config';
import { loadConfig } from '../src/config/config';

// A server without discovery, played by the sandbox: every OAuth endpoint given by hand, against the real
// authorization server (oidc-provider) over real HTTP.

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

function explicitConfig(optional: { revocation?: boolean; endSession?: boolean } = {}): AppConfig {
  const oauth = `${sandbox.origin}/oauth`;
  const result = loadConfig(
    {
      VITE_API_BASE_URL: sandbox.origin,
      VITE_OAUTH_ISSUER: oauth,
      VITE_OAUTH_AUTHORIZATION_ENDPOINT: `${oauth}/auth`,
      VITE_OAUTH_TOKEN_ENDPOINT: `${oauth}/token`,
      VITE_OAUTH_REVOCATION_ENDPOINT: optional.revocation ? `${oauth}/token/revocation` : undefined,
      VITE_OAUTH_END_SESSION_ENDPOINT: optional.endSession ? `${oauth}/session/end` : undefined,
      VITE_OAUTH_CLIENT_ID: 'teamboard-spa',
      VITE_OAUTH_SCOPES: 'openid profile api:read',
      VITE_OAUTH_RESOURCE: 'urn:teamboard:api',
    },
    SPA_ORIGIN,
  );
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
}

async function signedIn(): Promise<StoredSession> {
  const tokens = await getSandboxTokens(sandbox.origin, 'team-member', SPA_ORIGIN);
  return {
    mode: 'oauth',
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: null,
    refreshAt: null,
    grant: 'grant-1',
    source: null,
    user: { id: null, name: null, picture: null },
  };
}

describe('OAuth with explicit endpoints', () => {
  it('refreshes through the token endpoint given by hand', async () => {
    const session = await signedIn();
    const outcome = await refreshTokens(explicitConfig(), session.refreshToken as string);
    expect(outcome.ok).toBe(true);
  });

  it('revokes the refresh token at sign-out when a revocation endpoint is given', async () => {
    const session = await signedIn();
    await revokeTokens(explicitConfig({ revocation: true }), session);
    const refresh = await refreshSandboxTokens(sandbox.origin, session.refreshToken as string);
    expect(refresh.status).toBe(400);
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('leaves the grant alone without one (nothing to call), so the refresh token still works', async () => {
    const session = await signedIn();
    await revokeTokens(explicitConfig(), session);
    expect((await refreshSandboxTokens(sandbox.origin, session.refreshToken as string)).status).toBe(200);
  });

  it('ends the server session at the end-session endpoint given by hand, and only then', async () => {
    const back = `${SPA_ORIGIN}/`;
    const url = await endSessionUrl(explicitConfig({ endSession: true }), back);
    expect(url?.origin + (url?.pathname ?? '')).toBe(`${sandbox.origin}/oauth/session/end`);
    expect(url?.searchParams.get('client_id')).toBe('teamboard-spa');
    expect(url?.searchParams.get('post_logout_redirect_uri')).toBe(back);
    // The server shows its sign-out confirmation for this client rather than an error.
    const page = await fetch(url as URL);
    expect(page.status).toBe(200);
    expect(await endSessionUrl(explicitConfig(), back)).toBeNull();
  });
});
