import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { completeSignIn, startSignIn } from './oauth-sign-in';
import { PENDING_KEY } from './sign-in-flags';

// Explicit endpoints: no discovery, so the authorization request and the callback checks run without
// a server. The code exchange itself is covered end to end against the sandbox (test/auth.e2e.ts).
const APP = 'https://teamboard.example.com';
const loaded = loadConfig(
  {
    VITE_API_BASE_URL: 'https://api.example.com',
    VITE_OAUTH_ISSUER: 'https://auth.example.com',
    VITE_OAUTH_AUTHORIZATION_ENDPOINT: 'https://auth.example.com/authorize',
    VITE_OAUTH_TOKEN_ENDPOINT: 'https://auth.example.com/token',
    VITE_OAUTH_CLIENT_ID: 'teamboard',
    VITE_OAUTH_SCOPES: 'openid profile api:read',
    VITE_OAUTH_RESOURCE: 'https://api.example.com',
  },
  APP,
);
if (!loaded.ok) throw new Error('test config must load');
const config = loaded.value;

async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function pending(): {
  state: string;
  nonce: string | null;
  codeVerifier: string;
  returnTo: string;
  silent: boolean;
} {
  return JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null');
}

function callback(query: string): URL {
  return new URL(`/callback?${query}`, APP);
}

afterEach(() => sessionStorage.clear());

describe('startSignIn', () => {
  it('asks for a code with PKCE S256, state, nonce, the exact redirect URI and the resource', async () => {
    const url = await startSignIn(config, sessionStorage, { returnTo: '/sessions?page=3', silent: false });
    const saved = pending();
    expect(`${url.origin}${url.pathname}`).toBe('https://auth.example.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'teamboard',
      redirect_uri: `${APP}/callback`,
      response_type: 'code',
      scope: 'openid profile api:read',
      code_challenge: await s256(saved.codeVerifier),
      code_challenge_method: 'S256',
      state: saved.state,
      nonce: saved.nonce,
      resource: 'https://api.example.com',
    });
    expect(saved.codeVerifier.length).toBeGreaterThanOrEqual(43);
    expect(saved.returnTo).toBe('/sessions?page=3');
    expect(url.href).not.toContain(saved.codeVerifier);
  });

  it('adds prompt=none only for a silent attempt, with fresh values each time', async () => {
    const first = await startSignIn(config, sessionStorage, { returnTo: '/events', silent: true });
    const second = await startSignIn(config, sessionStorage, { returnTo: '/events', silent: false });
    expect(first.searchParams.get('prompt')).toBe('none');
    expect(second.searchParams.has('prompt')).toBe(false);
    expect(first.searchParams.get('state')).not.toBe(second.searchParams.get('state'));
    expect(first.searchParams.get('code_challenge')).not.toBe(second.searchParams.get('code_challenge'));
  });
});

describe('startSignIn for a plain OAuth 2 server', () => {
  const plain = loadConfig(
    {
      VITE_API_BASE_URL: 'https://api.example.com',
      VITE_OAUTH_AUTHORIZATION_ENDPOINT: 'https://auth.example.com/authorize',
      VITE_OAUTH_TOKEN_ENDPOINT: 'https://auth.example.com/token',
      VITE_OAUTH_CLIENT_ID: 'teamboard',
      VITE_OAUTH_SCOPES: 'api:read',
      VITE_OAUTH_AUDIENCE: 'https://api.example.com/',
    },
    APP,
  );
  if (!plain.ok) throw new Error('test config must load');

  it('sends no nonce without openid, and the audience for servers that take one', async () => {
    const url = await startSignIn(plain.value, sessionStorage, { returnTo: '/events', silent: false });
    expect(url.searchParams.get('scope')).toBe('api:read');
    expect(url.searchParams.has('nonce')).toBe(false);
    expect(url.searchParams.get('audience')).toBe('https://api.example.com/');
    expect(url.searchParams.has('resource')).toBe(false);
    expect(pending().nonce).toBeNull();
  });
});

describe('completeSignIn', () => {
  it('rejects an answer when no sign-in is under way in this tab', async () => {
    const outcome = await completeSignIn(config, sessionStorage, callback('code=c1&state=s1'));
    expect(outcome).toEqual({
      ok: false,
      failure: { kind: 'no-pending' },
      returnTo: '/events',
      silent: false,
    });
  });

  it('rejects a tampered or missing state and forgets the pending sign-in, so it cannot be replayed', async () => {
    await startSignIn(config, sessionStorage, { returnTo: '/sessions?page=3', silent: false });
    const { state } = pending();
    const tampered = await completeSignIn(config, sessionStorage, callback(`code=c2&state=${state}x`));
    expect(tampered).toMatchObject({
      ok: false,
      failure: { kind: 'state-mismatch' },
      returnTo: '/sessions?page=3',
    });
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    const replay = await completeSignIn(config, sessionStorage, callback(`code=c2&state=${state}`));
    expect(replay).toMatchObject({ ok: false, failure: { kind: 'no-pending' } });

    await startSignIn(config, sessionStorage, { returnTo: '/events', silent: false });
    const missing = await completeSignIn(config, sessionStorage, callback('code=c3'));
    expect(missing).toMatchObject({ ok: false, failure: { kind: 'state-mismatch' } });
  });

  it('reads access_denied as a cancel, and marks a failed silent attempt as silent', async () => {
    await startSignIn(config, sessionStorage, { returnTo: '/events?page=2', silent: false });
    const cancelled = await completeSignIn(
      config,
      sessionStorage,
      callback(`error=access_denied&state=${pending().state}`),
    );
    expect(cancelled).toEqual({
      ok: false,
      failure: { kind: 'cancelled' },
      returnTo: '/events?page=2',
      silent: false,
    });

    await startSignIn(config, sessionStorage, { returnTo: '/sessions', silent: true });
    const silent = await completeSignIn(
      config,
      sessionStorage,
      callback(`error=login_required&state=${pending().state}`),
    );
    expect(silent).toMatchObject({ ok: false, returnTo: '/sessions', silent: true });
  });

  it('never returns anywhere but a same-origin path', async () => {
    await startSignIn(config, sessionStorage, { returnTo: 'https://evil.example.com/', silent: false });
    const outcome = await completeSignIn(
      config,
      sessionStorage,
      callback(`error=access_denied&state=${pending().state}`),
    );
    expect(outcome.returnTo).toBe('/events');
  });
});
