// In plain OAuth 2 mode the metadata is RFC 8414's, at the path-inserted location (§3).

export const OAUTH_MODES = ['oidc', 'oauth2'] as const;
export type OAuthMode = (typeof OAUTH_MODES)[number];

export const ISSUER_PATH = '/oauth';
export const RFC8414_PATH = `/.well-known/oauth-authorization-server${ISSUER_PATH}`;

/** Fields RFC 8414 §2 and RFC 9207 define; what oidc-provider adds for OpenID Connect stays out. */
const RFC8414_FIELDS = [
  'issuer',
  'authorization_endpoint',
  'token_endpoint',
  'jwks_uri',
  'registration_endpoint',
  'scopes_supported',
  'response_types_supported',
  'response_modes_supported',
  'grant_types_supported',
  'token_endpoint_auth_methods_supported',
  'token_endpoint_auth_signing_alg_values_supported',
  'service_documentation',
  'ui_locales_supported',
  'op_policy_uri',
  'op_tos_uri',
  'revocation_endpoint',
  'revocation_endpoint_auth_methods_supported',
  'revocation_endpoint_auth_signing_alg_values_supported',
  'introspection_endpoint',
  'introspection_endpoint_auth_methods_supported',
  'introspection_endpoint_auth_signing_alg_values_supported',
  'code_challenge_methods_supported',
  'authorization_response_iss_parameter_supported',
];

export function authorizationServerMetadata(discovery: Record<string, unknown>): Record<string, unknown> {
  const metadata: Record<string, unknown> = {};
  for (const field of RFC8414_FIELDS) if (discovery[field] !== undefined) metadata[field] = discovery[field];
  // oidc-provider always knows `openid`; the client may not ask for it in this mode.
  if (Array.isArray(discovery.scopes_supported))
    metadata.scopes_supported = discovery.scopes_supported.filter((scope) => scope !== 'openid');
  // Revocation takes the token endpoint's client authentication; RFC 8414 would read an absent list
  // as client_secret_basic only, which a public client cannot use.
  if (metadata.revocation_endpoint && !metadata.revocation_endpoint_auth_methods_supported)
    metadata.revocation_endpoint_auth_methods_supported = metadata.token_endpoint_auth_methods_supported;
  return metadata;
}

export function metadataUrl(origin: string, mode: OAuthMode): string {
  return mode === 'oauth2'
    ? `${origin}${RFC8414_PATH}`
    : `${origin}${ISSUER_PATH}/.well-known/openid-configuration`;
}

function under(url: string, path: string): boolean {
  return url === path || url.startsWith(`${path}/`) || url.startsWith(`${path}?`);
}

export function providerUrl(url: string, mode: OAuthMode): string | undefined {
  if (mode === 'oauth2') {
    if (url === RFC8414_PATH || url.startsWith(`${RFC8414_PATH}?`))
      return `/.well-known/oauth-authorization-server${url.slice(RFC8414_PATH.length)}`;
    // No OpenID discovery, and no metadata at the location RFC 8414 does not define for this issuer.
    if (under(url, `${ISSUER_PATH}/.well-known`)) return undefined;
  }
  if (!under(url, ISSUER_PATH) || under(url, `${ISSUER_PATH}/interaction`)) return undefined;
  return url.slice(ISSUER_PATH.length) || '/';
}
