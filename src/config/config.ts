/**
 * Where the OAuth metadata comes from: discovery under the issuer, or endpoints given by hand (two, and
 * revocation and end-session when the server has them).
 */
export type OAuthEndpoints =
  | { kind: 'discovery' }
  | {
      kind: 'explicit';
      authorizationEndpoint: string;
      tokenEndpoint: string;
      revocationEndpoint: string | null;
      endSessionEndpoint: string | null;
    };

export type OAuthConfig = {
  /** Issuer identifier; the `iss` an ID token must carry. */
  issuer: string;
  endpoints: OAuthEndpoints;
  clientId: string;
  redirectUri: string;
  /** Space-separated, always including `openid`. */
  scopes: string;
  /** RFC 8707 resource indicator sent on authorization and token requests, if any. */
  resource: string | null;
  /** Plain http is tolerated only when every OAuth URL is on a loopback host. */
  allowInsecureRequests: boolean;
};

export type AppConfig = {
  mode: 'sandbox' | 'service';
  apiBaseUrl: string;
  requestTimeoutMs: number;
  oauth: OAuthConfig;
};

export type ConfigProblem = { variable: string; expected: string; got: string | null };

export type ConfigResult = { ok: true; value: AppConfig } | { ok: false; problems: ConfigProblem[] };

type Env = Record<string, string | boolean | undefined>;

export const SANDBOX_DEFAULTS = {
  origin: 'http://127.0.0.1:4010',
  clientId: 'teamboard-spa',
  scopes: 'openid profile api:read',
  resource: 'urn:teamboard:api',
} as const;

const DEFAULT_TIMEOUT_MS = 15_000;
const TIMEOUT_RANGE = { min: 1_000, max: 300_000 } as const;
const SERVICE_VARIABLES = [
  'VITE_API_BASE_URL',
  'VITE_OAUTH_ISSUER',
  'VITE_OAUTH_AUTHORIZATION_ENDPOINT',
  'VITE_OAUTH_TOKEN_ENDPOINT',
  'VITE_OAUTH_CLIENT_ID',
] as const;

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/u.test(hostname);
}

/** Reads and checks every setting at once, so the error page can list all problems together. */
export function loadConfig(env: Env, appOrigin: string = globalThis.location.origin): ConfigResult {
  const problems: ConfigProblem[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const fail = (variable: string, expected: string, got: string | undefined = read(variable)) => {
    problems.push({ variable, expected, got: got ?? null });
    return undefined;
  };
  const url = (name: string, expected: string): string | undefined => {
    const raw = read(name);
    if (raw === undefined) return undefined;
    const parsed = parseHttpUrl(raw);
    if (!parsed) return fail(name, expected);
    if (parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname))
      return fail(name, `${expected}; plain http is allowed only for localhost / 127.0.0.1`);
    return parsed.href.replace(/\/$/u, '');
  };

  const requestTimeoutMs = timeout(read('VITE_REQUEST_TIMEOUT_MS'), fail);
  const sandbox = SERVICE_VARIABLES.every((name) => read(name) === undefined);

  let apiBaseUrl: string | undefined;
  let issuer: string | undefined;
  let endpoints: OAuthEndpoints | undefined;
  let clientId: string | undefined;
  if (sandbox) {
    const origin = url('VITE_SANDBOX_ORIGIN', 'the sandbox origin, like http://127.0.0.1:4010');
    const base = origin ?? (read('VITE_SANDBOX_ORIGIN') ? undefined : SANDBOX_DEFAULTS.origin);
    if (base) {
      apiBaseUrl = base;
      issuer = `${base}/oauth`;
      endpoints = { kind: 'discovery' };
    }
    clientId = read('VITE_OAUTH_CLIENT_ID') ?? SANDBOX_DEFAULTS.clientId;
    unusedEndpoints(read, fail);
  } else {
    apiBaseUrl = url('VITE_API_BASE_URL', 'the API base URL, like https://api.example.com');
    if (!read('VITE_API_BASE_URL'))
      fail('VITE_API_BASE_URL', 'the API base URL, like https://api.example.com');
    issuer = url('VITE_OAUTH_ISSUER', 'the OAuth issuer URL, like https://auth.example.com');
    endpoints = oauthEndpoints(read, url, fail);
    if (!issuer && endpoints?.kind === 'explicit') issuer = new URL(endpoints.tokenEndpoint).origin;
    clientId = read('VITE_OAUTH_CLIENT_ID');
    if (!clientId) fail('VITE_OAUTH_CLIENT_ID', 'the client id registered for Teamboard');
  }

  const redirectUri = redirect(read('VITE_OAUTH_REDIRECT_URI'), appOrigin, fail);
  const scopes = scopeList(
    read('VITE_OAUTH_SCOPES') ?? (sandbox ? SANDBOX_DEFAULTS.scopes : 'openid profile'),
    fail,
  );
  const resource = resourceIndicator(read('VITE_OAUTH_RESOURCE'), sandbox, fail);

  if (problems.length > 0 || !apiBaseUrl || !issuer || !endpoints || !clientId || !redirectUri || !scopes)
    return { ok: false, problems };
  const oauthUrls = [
    issuer,
    ...(endpoints.kind === 'explicit'
      ? [
          endpoints.authorizationEndpoint,
          endpoints.tokenEndpoint,
          endpoints.revocationEndpoint,
          endpoints.endSessionEndpoint,
        ].filter((endpoint) => endpoint !== null)
      : []),
  ];
  return {
    ok: true,
    value: {
      mode: sandbox ? 'sandbox' : 'service',
      apiBaseUrl,
      requestTimeoutMs,
      oauth: {
        issuer,
        endpoints,
        clientId,
        redirectUri,
        scopes,
        resource,
        allowInsecureRequests: oauthUrls.some((value) => new URL(value).protocol === 'http:'),
      },
    },
  };
}

type Fail = (variable: string, expected: string, got?: string) => undefined;

function parseHttpUrl(raw: string): URL | undefined {
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    if (parsed.search || parsed.hash || parsed.username || parsed.password) return undefined;
    return parsed;
  } catch {
    return undefined;
  }
}

function timeout(raw: string | undefined, fail: Fail): number {
  if (raw === undefined) return DEFAULT_TIMEOUT_MS;
  const value = Number(raw);
  if (/^\d+$/u.test(raw) && value >= TIMEOUT_RANGE.min && value <= TIMEOUT_RANGE.max) return value;
  fail(
    'VITE_REQUEST_TIMEOUT_MS',
    `whole milliseconds from ${TIMEOUT_RANGE.min} to ${TIMEOUT_RANGE.max}`,
    raw,
  );
  return DEFAULT_TIMEOUT_MS;
}

function oauthEndpoints(
  read: (name: string) => string | undefined,
  url: (name: string, expected: string) => string | undefined,
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
    unusedEndpoints(read, fail);
    return { kind: 'discovery' };
  }
  const authorizationEndpoint = url('VITE_OAUTH_AUTHORIZATION_ENDPOINT', 'the authorization endpoint URL');
  const tokenEndpoint = url('VITE_OAUTH_TOKEN_ENDPOINT', 'the token endpoint URL');
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
  const revocationEndpoint = url('VITE_OAUTH_REVOCATION_ENDPOINT', 'the token revocation endpoint URL');
  const endSessionEndpoint = url('VITE_OAUTH_END_SESSION_ENDPOINT', 'the end-session (logout) endpoint URL');
  if (!authorizationEndpoint || !tokenEndpoint) return undefined;
  return {
    kind: 'explicit',
    authorizationEndpoint,
    tokenEndpoint,
    revocationEndpoint: revocationEndpoint ?? null,
    endSessionEndpoint: endSessionEndpoint ?? null,
  };
}

/** The two optional endpoints mean something only beside the explicit ones: discovery finds its own. */
function unusedEndpoints(read: (name: string) => string | undefined, fail: Fail): void {
  for (const name of ['VITE_OAUTH_REVOCATION_ENDPOINT', 'VITE_OAUTH_END_SESSION_ENDPOINT'])
    if (read(name) !== undefined)
      fail(
        name,
        'nothing: it is read only beside VITE_OAUTH_AUTHORIZATION_ENDPOINT and VITE_OAUTH_TOKEN_ENDPOINT (discovery finds it on the server)',
      );
}

function redirect(raw: string | undefined, appOrigin: string, fail: Fail): string | undefined {
  const fallback = `${appOrigin}/callback`;
  if (raw === undefined) return fallback;
  const parsed = parseHttpUrl(raw);
  // The callback route reads the sign-in it started from this tab's sessionStorage: same origin only.
  if (!parsed || parsed.origin !== appOrigin || parsed.pathname !== '/callback')
    return fail('VITE_OAUTH_REDIRECT_URI', `this app's callback address, ${fallback}`, raw);
  return parsed.href;
}

function scopeList(raw: string, fail: Fail): string | undefined {
  const scopes = raw.split(/\s+/u).filter(Boolean);
  // The signed-in person's name comes from the ID token, which only an `openid` request gets.
  if (!scopes.includes('openid') || scopes.some((scope) => !/^[\x21\x23-\x5b\x5d-\x7e]+$/u.test(scope)))
    return fail('VITE_OAUTH_SCOPES', 'space-separated scopes including openid, like "openid profile"', raw);
  return [...new Set(scopes)].join(' ');
}

function resourceIndicator(raw: string | undefined, sandbox: boolean, fail: Fail): string | null {
  const value = raw ?? (sandbox ? SANDBOX_DEFAULTS.resource : undefined);
  if (value === undefined) return null;
  try {
    if (!new URL(value).hash && !value.includes('#')) return value;
  } catch {
    // Falls through to the problem below.
  }
  fail('VITE_OAUTH_RESOURCE', 'an absolute URI without a fragment, like https://api.example.com', value);
  return null;
}
