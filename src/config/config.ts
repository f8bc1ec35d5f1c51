import * as v from 'valibot';
import type { ConfigProblem, ConfigResult, DiscoveryKind, OAuthEndpoints } from './app-config';
import { ONLY_BESIDE_EXPLICIT, OPTIONAL_ENDPOINTS, oauthEndpoints, redirect } from './oauth-settings.ts';
import {
  audience,
  baseUrl,
  discoveryKind,
  httpUrl,
  onOff,
  resourceIndicator,
  scopeList,
  TIMEOUT_RANGE,
  timeoutMs,
} from './setting-values.ts';

type Env = Record<string, string | boolean | undefined>;

export const SANDBOX_DEFAULTS = {
  origin: 'http://127.0.0.1:4010',
  clientId: 'teamboard-spa',
  scopes: 'openid profile api:read',
  resource: 'urn:teamboard:api',
} as const;

const DEFAULT_TIMEOUT_MS = 15_000;
const SERVICE_VARIABLES = [
  'VITE_API_BASE_URL',
  'VITE_OAUTH_ISSUER',
  'VITE_OAUTH_AUTHORIZATION_ENDPOINT',
  'VITE_OAUTH_TOKEN_ENDPOINT',
  'VITE_OAUTH_CLIENT_ID',
] as const;

// Every setting is checked at once, so the error page can list all problems together.
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
  let discoveryUrl: string | null = null;
  if (endpoints?.kind === 'explicit') {
    for (const name of ['VITE_OAUTH_DISCOVERY', 'VITE_OAUTH_DISCOVERY_URL'])
      unused(name, 'nothing: explicit endpoints need no discovery');
  } else {
    discovery =
      (parse('VITE_OAUTH_DISCOVERY', discoveryKind, 'oidc or oauth2') as DiscoveryKind | undefined) ??
      discovery;
    discoveryUrl = parse('VITE_OAUTH_DISCOVERY_URL', httpUrl, "the server's metadata URL") ?? null;
  }
  const silentSignIn = parse('VITE_OAUTH_SILENT_SIGN_IN', onOff, 'on or off') ?? true;

  if (problems.length > 0 || !apiBaseUrl || !issuer || !endpoints || !clientId || !redirectUri || !scopes)
    return { ok: false, problems };
  const oauthUrls = [
    issuer,
    ...(discoveryUrl ? [discoveryUrl] : []),
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
        discoveryUrl,
        silentSignIn,
        allowInsecureRequests: oauthUrls.some((value) => new URL(value).protocol === 'http:'),
      },
    },
  };
}
