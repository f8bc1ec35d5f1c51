import * as oauth from 'oauth4webapi';
import type { AppConfig } from '../config/app-config';

export const clientAuth = oauth.None();
const discoveries = new Map<string, Promise<oauth.AuthorizationServer>>();

export function requestOptions(config: AppConfig) {
  return {
    signal: AbortSignal.timeout(config.requestTimeoutMs),
    [oauth.allowInsecureRequests]: config.oauth.allowInsecureRequests,
  };
}

export function client(config: AppConfig): oauth.Client {
  return { client_id: config.oauth.clientId };
}

export function asksOpenId(config: AppConfig): boolean {
  return config.oauth.scopes.split(' ').includes('openid');
}

export function audienceParameters(config: AppConfig): Record<string, string> {
  const { resource, audience } = config.oauth;
  return { ...(resource && { resource }), ...(audience && { audience }) };
}

// Discovered once per page; a failure is not kept, so the next call tries again.
export function authorizationServer(config: AppConfig): Promise<oauth.AuthorizationServer> {
  const { issuer, endpoints, discovery: algorithm } = config.oauth;
  if (endpoints.kind === 'explicit')
    return Promise.resolve({
      issuer,
      authorization_endpoint: endpoints.authorizationEndpoint,
      token_endpoint: endpoints.tokenEndpoint,
      ...(endpoints.revocationEndpoint && { revocation_endpoint: endpoints.revocationEndpoint }),
      ...(endpoints.endSessionEndpoint && { end_session_endpoint: endpoints.endSessionEndpoint }),
    });
  const key = `${algorithm} ${issuer}`;
  let found = discoveries.get(key);
  if (!found) {
    const issuerUrl = new URL(issuer);
    found = oauth
      .discoveryRequest(issuerUrl, { algorithm, ...requestOptions(config) })
      .then((response) => oauth.processDiscoveryResponse(issuerUrl, response));
    discoveries.set(key, found);
    found.catch(() => discoveries.delete(key));
  }
  return found;
}
