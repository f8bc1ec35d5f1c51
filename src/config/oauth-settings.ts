import type * as v from 'valibot';
import type { OAuthEndpoints } from './app-config';
import { httpUrl, parseHttpUrl } from './setting-values.ts';

export const OPTIONAL_ENDPOINTS = [
  'VITE_OAUTH_REVOCATION_ENDPOINT',
  'VITE_OAUTH_END_SESSION_ENDPOINT',
] as const;

export const ONLY_BESIDE_EXPLICIT =
  'nothing: it is read only beside VITE_OAUTH_AUTHORIZATION_ENDPOINT and VITE_OAUTH_TOKEN_ENDPOINT (discovery finds it on the server)';

export type Fail = (variable: string, expected: string, got?: string) => undefined;
export type Parse = <T>(name: string, schema: v.GenericSchema<string, T>, expected: string) => T | undefined;

export function oauthEndpoints(
  read: (name: string) => string | undefined,
  parse: Parse,
  fail: Fail,
): OAuthEndpoints | undefined {
  const hasAuthorization = read('VITE_OAUTH_AUTHORIZATION_ENDPOINT') !== undefined;
  const hasToken = read('VITE_OAUTH_TOKEN_ENDPOINT') !== undefined;
  if (!hasAuthorization && !hasToken) {
    if (!read('VITE_OAUTH_ISSUER'))
      fail(
        'VITE_OAUTH_ISSUER',
        'the OAuth issuer URL (or both VITE_OAUTH_AUTHORIZATION_ENDPOINT and VITE_OAUTH_TOKEN_ENDPOINT)',
      );
    for (const name of OPTIONAL_ENDPOINTS) if (read(name) !== undefined) fail(name, ONLY_BESIDE_EXPLICIT);
    return { kind: 'discovery' };
  }
  const endpoint = (name: string, what: string) => parse(name, httpUrl, what);
  const authorizationEndpoint = endpoint(
    'VITE_OAUTH_AUTHORIZATION_ENDPOINT',
    'the authorization endpoint URL',
  );
  const tokenEndpoint = endpoint('VITE_OAUTH_TOKEN_ENDPOINT', 'the token endpoint URL');
  if (!hasAuthorization)
    fail(
      'VITE_OAUTH_AUTHORIZATION_ENDPOINT',
      'the authorization endpoint URL, since VITE_OAUTH_TOKEN_ENDPOINT is set',
    );
  if (!hasToken)
    fail(
      'VITE_OAUTH_TOKEN_ENDPOINT',
      'the token endpoint URL, since VITE_OAUTH_AUTHORIZATION_ENDPOINT is set',
    );
  const revocationEndpoint = endpoint('VITE_OAUTH_REVOCATION_ENDPOINT', 'the token revocation endpoint URL');
  const endSessionEndpoint = endpoint(
    'VITE_OAUTH_END_SESSION_ENDPOINT',
    'the end-session (logout) endpoint URL',
  );
  if (!authorizationEndpoint || !tokenEndpoint) return undefined;
  return {
    kind: 'explicit',
    authorizationEndpoint,
    tokenEndpoint,
    revocationEndpoint: revocationEndpoint ?? null,
    endSessionEndpoint: endSessionEndpoint ?? null,
  };
}

export function redirect(raw: string | undefined, appOrigin: string, fail: Fail): string | undefined {
  const fallback = `${appOrigin}/callback`;
  if (raw === undefined) return fallback;
  const parsed = parseHttpUrl(raw);
  // The callback reads the sign-in it started from this tab's sessionStorage: same origin only.
  if (!parsed || parsed.origin !== appOrigin || parsed.pathname !== '/callback')
    return fail('VITE_OAUTH_REDIRECT_URI', `this app's callback address, ${fallback}`, raw);
  return parsed.href;
}
