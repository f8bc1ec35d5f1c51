export type OAuthEndpoints =
  | { kind: 'discovery' }
  | {
      kind: 'explicit';
      authorizationEndpoint: string;
      tokenEndpoint: string;
      revocationEndpoint: string | null;
      endSessionEndpoint: string | null;
    };

/** `oidc`: `<issuer>/.well-known/openid-configuration`. `oauth2`: RFC 8414, the well-known path first. */
export type DiscoveryKind = 'oidc' | 'oauth2';

export type OAuthConfig = {
  issuer: string;
  discovery: DiscoveryKind;
  endpoints: OAuthEndpoints;
  clientId: string;
  redirectUri: string;
  scopes: string;
  resource: string | null;
  audience: string | null;
  /** The metadata document's own address, for a server that serves it elsewhere than the well-known path. */
  discoveryUrl: string | null;
  /** A new tab asks the server with `prompt=none`; off for servers that do not answer that as RFC 6749 says. */
  silentSignIn: boolean;
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
