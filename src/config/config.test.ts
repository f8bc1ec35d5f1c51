import { describe, expect, it } from 'vitest';
import type { ConfigResult } from './app-config';
import { loadConfig } from './config';
import { isLoopbackHost } from './setting-values';

const APP = 'https://teamboard.example.com';

const service = {
  VITE_API_BASE_URL: 'https://api.example.com/',
  VITE_OAUTH_ISSUER: 'https://auth.example.com',
  VITE_OAUTH_CLIENT_ID: 'teamboard',
};

function value(result: ConfigResult) {
  if (!result.ok) throw new Error(`expected a config, got ${JSON.stringify(result.problems)}`);
  return result.value;
}

function problemVariables(result: ConfigResult): string[] {
  return result.ok ? [] : result.problems.map((problem) => problem.variable);
}

describe('loadConfig, sandbox mode', () => {
  it('uses the sandbox defaults when no service variable is set (Vite booleans ignored)', () => {
    const config = value(loadConfig({ DEV: true, PROD: false, MODE: 'production' }, 'http://127.0.0.1:5173'));
    expect(config).toEqual({
      mode: 'sandbox',
      apiBaseUrl: 'http://127.0.0.1:4010',
      requestTimeoutMs: 15_000,
      oauth: {
        issuer: 'http://127.0.0.1:4010/oauth',
        discovery: 'oidc',
        endpoints: { kind: 'discovery' },
        clientId: 'teamboard-spa',
        redirectUri: 'http://127.0.0.1:5173/callback',
        scopes: 'openid profile api:read',
        resource: 'urn:teamboard:api',
        audience: null,
        discoveryUrl: null,
        silentSignIn: true,
        allowInsecureRequests: true,
      },
    });
  });

  it('follows VITE_SANDBOX_ORIGIN, and rejects one that is not a loopback origin over http', () => {
    const config = value(loadConfig({ VITE_SANDBOX_ORIGIN: 'http://localhost:4110' }, APP));
    expect(config.apiBaseUrl).toBe('http://localhost:4110');
    expect(config.oauth.issuer).toBe('http://localhost:4110/oauth');
    expect(problemVariables(loadConfig({ VITE_SANDBOX_ORIGIN: 'http://sandbox.example.com' }, APP))).toEqual([
      'VITE_SANDBOX_ORIGIN',
    ]);
    expect(problemVariables(loadConfig({ VITE_SANDBOX_ORIGIN: 'not a url' }, APP))).toEqual([
      'VITE_SANDBOX_ORIGIN',
    ]);
  });
});

describe('loadConfig, service mode', () => {
  it('reads a complete configuration with discovery, https only', () => {
    const config = value(loadConfig({ ...service, VITE_REQUEST_TIMEOUT_MS: '20000' }, APP));
    expect(config.mode).toBe('service');
    expect(config.apiBaseUrl).toBe('https://api.example.com');
    expect(config.requestTimeoutMs).toBe(20_000);
    expect(config.oauth).toEqual({
      issuer: 'https://auth.example.com',
      discovery: 'oidc',
      endpoints: { kind: 'discovery' },
      clientId: 'teamboard',
      redirectUri: `${APP}/callback`,
      scopes: 'openid profile',
      resource: null,
      audience: null,
      discoveryUrl: null,
      silentSignIn: true,
      allowInsecureRequests: false,
    });
  });

  it('takes two explicit endpoints instead of an issuer', () => {
    const config = value(
      loadConfig(
        {
          VITE_API_BASE_URL: 'https://api.example.com',
          VITE_OAUTH_AUTHORIZATION_ENDPOINT: 'https://auth.example.com/authorize',
          VITE_OAUTH_TOKEN_ENDPOINT: 'https://auth.example.com/token',
          VITE_OAUTH_CLIENT_ID: 'teamboard',
          VITE_OAUTH_SCOPES: 'openid  api:read openid',
          VITE_OAUTH_RESOURCE: 'https://api.example.com',
        },
        APP,
      ),
    );
    expect(config.oauth.endpoints).toEqual({
      kind: 'explicit',
      authorizationEndpoint: 'https://auth.example.com/authorize',
      tokenEndpoint: 'https://auth.example.com/token',
      revocationEndpoint: null,
      endSessionEndpoint: null,
    });
    expect(config.oauth.issuer).toBe('https://auth.example.com');
    expect(config.oauth.scopes).toBe('openid api:read');
    expect(config.oauth.resource).toBe('https://api.example.com');
  });

  it('names every missing variable at once', () => {
    const result = loadConfig({ VITE_OAUTH_CLIENT_ID: 'teamboard' }, APP);
    expect(problemVariables(result)).toEqual(['VITE_API_BASE_URL', 'VITE_OAUTH_ISSUER']);
    expect(result.ok ? null : result.problems[1]?.expected).toMatch(/VITE_OAUTH_AUTHORIZATION_ENDPOINT/);
  });

  it('takes revocation and end-session endpoints beside the explicit two, and only there', () => {
    const explicit = {
      VITE_API_BASE_URL: 'https://api.example.com',
      VITE_OAUTH_AUTHORIZATION_ENDPOINT: 'https://auth.example.com/authorize',
      VITE_OAUTH_TOKEN_ENDPOINT: 'https://auth.example.com/token',
      VITE_OAUTH_CLIENT_ID: 'teamboard',
    };
    const config = value(
      loadConfig(
        {
          ...explicit,
          VITE_OAUTH_REVOCATION_ENDPOINT: 'https://auth.example.com/revoke',
          VITE_OAUTH_END_SESSION_ENDPOINT: 'http://127.0.0.1:9000/logout',
        },
        APP,
      ),
    );
    expect(config.oauth.endpoints).toMatchObject({
      revocationEndpoint: 'https://auth.example.com/revoke',
      endSessionEndpoint: 'http://127.0.0.1:9000/logout',
    });
    // A loopback http endpoint among them is what lets the OAuth client make plain-http requests.
    expect(config.oauth.allowInsecureRequests).toBe(true);

    const offLoopback = loadConfig(
      { ...explicit, VITE_OAUTH_REVOCATION_ENDPOINT: 'http://auth.example.com/revoke' },
      APP,
    );
    expect(problemVariables(offLoopback)).toEqual(['VITE_OAUTH_REVOCATION_ENDPOINT']);

    // With discovery (or the sandbox) the server's metadata decides: a value here would be ignored.
    for (const env of [service, {}]) {
      const ignored = loadConfig(
        {
          ...env,
          VITE_OAUTH_REVOCATION_ENDPOINT: 'https://auth.example.com/revoke',
          VITE_OAUTH_END_SESSION_ENDPOINT: 'https://auth.example.com/logout',
        },
        APP,
      );
      expect(problemVariables(ignored)).toEqual([
        'VITE_OAUTH_REVOCATION_ENDPOINT',
        'VITE_OAUTH_END_SESSION_ENDPOINT',
      ]);
      expect(ignored.ok ? null : ignored.problems[0]?.expected).toMatch(
        /VITE_OAUTH_AUTHORIZATION_ENDPOINT and VITE_OAUTH_TOKEN_ENDPOINT/,
      );
    }
  });

  it('asks for the other endpoint when only one is given', () => {
    const result = loadConfig(
      {
        ...service,
        VITE_OAUTH_ISSUER: undefined,
        VITE_OAUTH_TOKEN_ENDPOINT: 'https://auth.example.com/token',
      },
      APP,
    );
    expect(problemVariables(result)).toEqual(['VITE_OAUTH_AUTHORIZATION_ENDPOINT']);
  });

  it('rejects plain http off loopback, malformed URLs, and says what it got', () => {
    const result = loadConfig(
      { ...service, VITE_API_BASE_URL: 'http://api.example.com', VITE_OAUTH_ISSUER: 'auth.example.com' },
      APP,
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([
      {
        variable: 'VITE_API_BASE_URL',
        expected: expect.stringMatching(/plain http is allowed only for localhost/),
        got: 'http://api.example.com',
      },
      {
        variable: 'VITE_OAUTH_ISSUER',
        expected: expect.stringMatching(/issuer URL/),
        got: 'auth.example.com',
      },
    ]);
  });

  it('allows http for a loopback service and only then allows insecure OAuth requests', () => {
    const config = value(
      loadConfig(
        {
          ...service,
          VITE_API_BASE_URL: 'http://localhost:8080',
          VITE_OAUTH_ISSUER: 'http://127.0.0.1:9000',
        },
        APP,
      ),
    );
    expect(config.oauth.allowInsecureRequests).toBe(true);
  });

  it('checks the timeout, scopes, resource and redirect URI', () => {
    const result = loadConfig(
      {
        ...service,
        VITE_REQUEST_TIMEOUT_MS: '15s',
        VITE_OAUTH_SCOPES: 'profile "api:read"',
        VITE_OAUTH_RESOURCE: 'https://api.example.com/#frag',
        VITE_OAUTH_REDIRECT_URI: 'https://evil.example.com/callback',
      },
      APP,
    );
    expect(problemVariables(result)).toEqual([
      'VITE_REQUEST_TIMEOUT_MS',
      'VITE_OAUTH_REDIRECT_URI',
      'VITE_OAUTH_SCOPES',
      'VITE_OAUTH_RESOURCE',
    ]);
    expect(problemVariables(loadConfig({ ...service, VITE_REQUEST_TIMEOUT_MS: '10' }, APP))).toEqual([
      'VITE_REQUEST_TIMEOUT_MS',
    ]);
  });

  it('accepts an explicit redirect URI on this origin and a URN resource', () => {
    const config = value(
      loadConfig(
        { ...service, VITE_OAUTH_REDIRECT_URI: `${APP}/callback`, VITE_OAUTH_RESOURCE: 'urn:example:api' },
        APP,
      ),
    );
    expect(config.oauth.redirectUri).toBe(`${APP}/callback`);
    expect(config.oauth.resource).toBe('urn:example:api');
  });
});

describe('loadConfig, any standard authorization server', () => {
  it('takes scopes without openid, and then reads RFC 8414 metadata rather than OpenID discovery', () => {
    const config = value(loadConfig({ ...service, VITE_OAUTH_SCOPES: 'api:read offline_access' }, APP));
    expect(config.oauth.scopes).toBe('api:read offline_access');
    expect(config.oauth.discovery).toBe('oauth2');
    expect(value(loadConfig({ ...service, VITE_OAUTH_SCOPES: 'openid api:read' }, APP)).oauth.discovery).toBe(
      'oidc',
    );
  });

  it('follows VITE_OAUTH_DISCOVERY either way, and names it when it is neither or has nothing to do', () => {
    const oidc = { ...service, VITE_OAUTH_SCOPES: 'api:read', VITE_OAUTH_DISCOVERY: 'oidc' };
    expect(value(loadConfig(oidc, APP)).oauth.discovery).toBe('oidc');
    const oauth2 = { ...service, VITE_OAUTH_DISCOVERY: ' oauth2 ' };
    expect(value(loadConfig(oauth2, APP)).oauth.discovery).toBe('oauth2');
    expect(problemVariables(loadConfig({ ...service, VITE_OAUTH_DISCOVERY: 'OIDC' }, APP))).toEqual([
      'VITE_OAUTH_DISCOVERY',
    ]);
    const explicit = loadConfig(
      {
        ...service,
        VITE_OAUTH_AUTHORIZATION_ENDPOINT: 'https://auth.example.com/authorize',
        VITE_OAUTH_TOKEN_ENDPOINT: 'https://auth.example.com/token',
        VITE_OAUTH_DISCOVERY: 'oauth2',
      },
      APP,
    );
    expect(problemVariables(explicit)).toEqual(['VITE_OAUTH_DISCOVERY']);
  });

  it('keeps the issuer exactly as configured, a trailing slash included, and base URLs without one', () => {
    const tenant = 'https://example.eu.auth0.com/';
    const config = value(
      loadConfig(
        { ...service, VITE_OAUTH_ISSUER: tenant, VITE_API_BASE_URL: 'https://api.example.com/v/' },
        APP,
      ),
    );
    expect(config.oauth.issuer).toBe(tenant);
    expect(config.apiBaseUrl).toBe('https://api.example.com/v');
    const path = 'https://login.example.com/tenant-id/v2.0';
    expect(value(loadConfig({ ...service, VITE_OAUTH_ISSUER: path }, APP)).oauth.issuer).toBe(path);
  });

  it('uses configured endpoints exactly as written, a trailing slash included', () => {
    const django = 'https://auth.example.com/o/';
    const config = value(
      loadConfig(
        {
          ...service,
          VITE_OAUTH_AUTHORIZATION_ENDPOINT: `${django}authorize/`,
          VITE_OAUTH_TOKEN_ENDPOINT: `${django}token/`,
          VITE_OAUTH_REVOCATION_ENDPOINT: `${django}revoke_token/`,
          VITE_OAUTH_END_SESSION_ENDPOINT: 'https://auth.example.com',
        },
        APP,
      ),
    );
    expect(config.oauth.endpoints).toEqual({
      kind: 'explicit',
      authorizationEndpoint: `${django}authorize/`,
      tokenEndpoint: `${django}token/`,
      revocationEndpoint: `${django}revoke_token/`,
      endSessionEndpoint: 'https://auth.example.com',
    });
  });

  it("takes the metadata document's own address, only where discovery is used", () => {
    const url = 'https://auth.example.com/o/.well-known/openid-configuration/';
    expect(value(loadConfig({ ...service, VITE_OAUTH_DISCOVERY_URL: url }, APP)).oauth.discoveryUrl).toBe(
      url,
    );
    const insecure = loadConfig({ ...service, VITE_OAUTH_DISCOVERY_URL: 'http://auth.example.com/x' }, APP);
    expect(problemVariables(insecure)).toEqual(['VITE_OAUTH_DISCOVERY_URL']);
    const beside = loadConfig(
      {
        ...service,
        VITE_OAUTH_AUTHORIZATION_ENDPOINT: 'https://auth.example.com/authorize',
        VITE_OAUTH_TOKEN_ENDPOINT: 'https://auth.example.com/token',
        VITE_OAUTH_DISCOVERY_URL: url,
      },
      APP,
    );
    expect(problemVariables(beside)).toEqual(['VITE_OAUTH_DISCOVERY_URL']);
  });

  it('turns silent sign-in off with "off", keeps it on by default, and names a typo', () => {
    expect(value(loadConfig(service, APP)).oauth.silentSignIn).toBe(true);
    expect(value(loadConfig({ ...service, VITE_OAUTH_SILENT_SIGN_IN: 'OFF' }, APP)).oauth.silentSignIn).toBe(
      false,
    );
    expect(value(loadConfig({ ...service, VITE_OAUTH_SILENT_SIGN_IN: 'on' }, APP)).oauth.silentSignIn).toBe(
      true,
    );
    const typo = loadConfig({ ...service, VITE_OAUTH_SILENT_SIGN_IN: 'no' }, APP);
    expect(typo.ok ? null : typo.problems[0]).toEqual({
      variable: 'VITE_OAUTH_SILENT_SIGN_IN',
      expected: 'on or off',
      got: 'no',
    });
  });

  it('takes an audience beside or instead of a resource, and refuses one with line breaks', () => {
    const config = value(loadConfig({ ...service, VITE_OAUTH_AUDIENCE: 'https://api.example.com' }, APP));
    expect(config.oauth.audience).toBe('https://api.example.com');
    expect(config.oauth.resource).toBeNull();
    expect(problemVariables(loadConfig({ ...service, VITE_OAUTH_AUDIENCE: 'a\nb' }, APP))).toEqual([
      'VITE_OAUTH_AUDIENCE',
    ]);
  });
});

describe('isLoopbackHost', () => {
  it('knows loopback names and addresses only', () => {
    expect(['localhost', '127.0.0.1', '127.1.2.3', '[::1]'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['example.com', '10.0.0.1', '127.0.0.1.example.com', 'localhost.example.com'].map(isLoopbackHost),
    ).toEqual([false, false, false, false]);
  });
});
