import * as v from 'valibot';

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

/** `oidc`: `<issuer>/.well-known/openid-configuration`. `oauth2`: RFC 8414, the well-known path before the issuer's. */
export type DiscoveryKind = 'oidc' | 'oauth2';

export type OAuthConfig = {
  /** Issuer identifier exactly as configured; a path issuer may end in `/`. */
  issuer: string;
  discovery: DiscoveryKind;
  endpoints: OAuthEndpoints;
  clientId: string;
  redirectUri: string;
  /** Space-separated; with `openid` the server must answer as OpenID Connect (an ID token). */
  scopes: string;
  /** RFC 8707 resource indicator sent on authorization and token requests, if any. */
  resource: string | null;
  /** The `audience` parameter some servers take instead, sent on the same requests. */
  audience: string | null;
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
const OPTIONAL_ENDPOINTS = ['VITE_OAUTH_REVOCATION_ENDPOINT', 'VITE_OAUTH_END_SESSION_ENDPOINT'] as const;

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/u.test(hostname);
}

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

const LOOPBACK_ONLY = 'plain http is allowed only for localhost / 127.0.0.1';

/** An absolute http(s) URL; the message of each check is the end of the problem's "expected". */
const httpUrl = v.pipe(
  v.string(),
  v.check((raw) => parseHttpUrl(raw) !== undefined, ''),
  v.check((raw) => {
    const url = parseHttpUrl(raw);
    return url?.protocol === 'https:' || isLoopbackHost(url?.hostname ?? '');
  }, `; ${LOOPBACK_ONLY}`),
);
/** Base URLs lose a trailing `/`; an issuer is an identifier and stays exactly as written. */
const baseUrl = v.pipe(
  httpUrl,
  v.transform((raw) => (parseHttpUrl(raw)?.href ?? raw).replace(/\/$/u, '')),
);

const timeoutMs = v.pipe(
  v.string(),
  v.regex(/^\d+$/u, ''),
  v.transform(Number),
  v.check((ms) => ms >= TIMEOUT_RANGE.min && ms <= TIMEOUT_RANGE.max, ''),
);
const scopeList = v.pipe(
  v.string(),
  v.transform((raw) => raw.split(/\s+/u).filter(Boolean)),
  v.check((scopes) => scopes.every((scope) => /^[\x21\x23-\x5b\x5d-\x7e]+$/u.test(scope)), ''),
  v.transform((scopes) => [...new Set(scopes)].join(' ')),
);
const resourceIndicator = v.pipe(
  v.string(),
  v.check((raw) => {
    try {
      return !raw.includes('#') && new URL(raw).href !== '';
    } catch {
      return false;
    }
  }, ''),
);
const audience = v.pipe(v.string(), v.regex(/^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/u, ''));
const discoveryKind = v.pipe(v.string(), v.regex(/^(?:oidc|oauth2)$/u, ''));

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
  /** The variable's value through `schema`, or a problem naming it; undefined when unset or wrong. */
  function parse<T>(
    name: string,
    schema: v.GenericSchema<string, T>,
    expected: string,
    raw = read(name),
  ): T | undefined {
    if (raw === undefined) return undefined;
    const result = v.safeParse(schema, raw);
    return result.success ? result.output : fail(name, `${expected}${result.issues[0].message}`, raw);
  }
  const unused = (name: string, expected: string) => {
    if (read(name) !== undefined) fail(name, expected);
  };

  const requestTimeoutMs =
    parse(
      'VITE_REQUEST_TIMEOUT_MS',
      timeoutMs,
      `whole milliseconds from ${TIMEOUT_RANGE.min} to ${TIMEOUT_RANGE.max}`,
    ) ?? DEFAULT_TIMEOUT_MS;
  const sandbox = SERVICE_VARIABLES.every((name) => read(name) === undefined);

  let apiBaseUrl: string | undefined;
  let issuer: string | undefined;
  let endpoints: OAuthEndpoints | undefined;
  let clientId: string | undefined;
  if (sandbox) {
    const raw = read('VITE_SANDBOX_ORIGIN');
    const base = raw
      ? parse('VITE_SANDBOX_ORIGIN', baseUrl, 'the sandbox origin, like http://127.0.0.1:4010')
      : SANDBOX_DEFAULTS.origin;
    if (base) {
      apiBaseUrl = base;
      issuer = `${base}/oauth`;
      endpoints = { kind: 'discovery' };
    }
    clientId = read('VITE_OAUTH_CLIENT_ID') ?? SANDBOX_DEFAULTS.clientId;
    for (const name of OPTIONAL_ENDPOINTS) unused(name, ONLY_BESIDE_EXPLICIT);
  } else {
    const api = 'the API base URL, like https://api.example.com';
    apiBaseUrl = parse('VITE_API_BASE_URL', baseUrl, api);
    if (!read('VITE_API_BASE_URL')) fail('VITE_API_BASE_URL', api);
    issuer = parse('VITE_OAUTH_ISSUER', httpUrl, 'the OAuth issuer URL, like https://auth.example.com');
    endpoints = oauthEndpoints(read, parse, fail);
    if (!issuer && endpoints?.kind === 'explicit') issuer = new URL(endpoints.tokenEndpoint).origin;
    clientId = read('VITE_OAUTH_CLIENT_ID');
    if (!clientId) fail('VITE_OAUTH_CLIENT_ID', 'the client id registered for Teamboard');
  }

  const redirectUri = redirect(read('VITE_OAUTH_REDIRECT_URI'), appOrigin, fail);
  const scopes = parse(
    'VITE_OAUTH_SCOPES',
    scopeList,
    'space-separated scopes, like "openid profile" or "api:read"',
    read('VITE_OAUTH_SCOPES') ?? (sandbox ? SANDBOX_DEFAULTS.scopes : 'openid profile'),
  );
  const resource =
    parse(
      'VITE_OAUTH_RESOURCE',
      resourceIndicator,
      'an absolute URI without a fragment, like https://api.example.com',
      read('VITE_OAUTH_RESOURCE') ?? (sandbox ? SANDBOX_DEFAULTS.resource : undefined),
    ) ?? null;
  const audienceValue =
    parse('VITE_OAUTH_AUDIENCE', audience, 'the API identifier the server expects, without quotes') ?? null;
  const openid = scopes?.split(' ').includes('openid') ?? false;
  let discovery: DiscoveryKind = openid ? 'oidc' : 'oauth2';
  if (endpoints?.kind === 'explicit')
    unused('VITE_OAUTH_DISCOVERY', 'nothing: explicit endpoints need no discovery');
  else
    discovery =
      (parse('VITE_OAUTH_DISCOVERY', discoveryKind, 'oidc or oauth2') as DiscoveryKind | undefined) ??
      discovery;

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
        discovery,
        endpoints,
        clientId,
        redirectUri,
        scopes,
        resource,
        audience: audienceValue,
        allowInsecureRequests: oauthUrls.some((value) => new URL(value).protocol === 'http:'),
      },
    },
  };
}

const ONLY_BESIDE_EXPLICIT =
  'nothing: it is read only beside VITE_OAUTH_AUTHORIZATION_ENDPOINT and VITE_OAUTH_TOKEN_ENDPOINT (discovery finds it on the server)';

type Fail = (variable: string, expected: string, got?: string) => undefined;
type Parse = <T>(name: string, schema: v.GenericSchema<string, T>, expected: string) => T | undefined;

function oauthEndpoints(
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
  const endpoint = (name: string, what: string) => parse(name, baseUrl, what);
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

function redirect(raw: string | undefined, appOrigin: string, fail: Fail): string | undefined {
  const fallback = `${appOrigin}/callback`;
  if (raw === undefined) return fallback;
  const parsed = parseHttpUrl(raw);
  // The callback route reads the sign-in it started from this tab's sessionStorage: same origin only.
  if (!parsed || parsed.origin !== appOrigin || parsed.pathname !== '/callback')
    return fail('VITE_OAUTH_REDIRECT_URI', `this app's callback address, ${fallback}`, raw);
  return parsed.href;
}
