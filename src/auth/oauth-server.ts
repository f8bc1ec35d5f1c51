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

/** What a metadata request got instead of usable metadata, in terms a person setting Teamboard up can act on. */
export type DiscoveryAnswer =
  | { kind: 'status'; status: number }
  | { kind: 'redirect' }
  | { kind: 'not-metadata' }
  | { kind: 'issuer'; issuer: string }
  /** No answer the browser could read: the network, or an answer without CORS headers. */
  | { kind: 'unreadable' };

export class DiscoveryError extends Error {
  constructor(
    readonly url: string,
    readonly answer: DiscoveryAnswer,
  ) {
    super(`No usable authorization server metadata at ${url}`);
  }
}

/** What a metadata answer that could be read but not used says about the server. */
export function discoveryAnswer(error: unknown): DiscoveryAnswer {
  if (!(error instanceof oauth.OperationProcessingError)) return { kind: 'not-metadata' };
  const cause = error.cause;
  if (error.code === oauth.RESPONSE_IS_NOT_CONFORM && cause instanceof Response)
    return cause.type === 'opaqueredirect' || (cause.status >= 300 && cause.status < 400)
      ? { kind: 'redirect' }
      : { kind: 'status', status: cause.status };
  // The server's own text is shown only when it is a plausible issuer, never as free prose.
  const issuer = (cause as { body?: { issuer?: unknown } } | undefined)?.body?.issuer;
  if (
    error.code === oauth.JSON_ATTRIBUTE_COMPARISON &&
    typeof issuer === 'string' &&
    issuer.length <= 200 &&
    URL.canParse(issuer)
  )
    return { kind: 'issuer', issuer };
  return { kind: 'not-metadata' };
}

async function discover(config: AppConfig): Promise<oauth.AuthorizationServer> {
  const { issuer, discovery: algorithm, discoveryUrl } = config.oauth;
  const issuerUrl = new URL(issuer);
  let tried = discoveryUrl ?? issuer;
  const remember: typeof fetch = (url, init) => {
    tried = String(url);
    return fetch(url, init);
  };
  const options = { algorithm, ...requestOptions(config), [oauth.customFetch]: remember };
  let response: Response;
  try {
    response = discoveryUrl
      ? await remember(discoveryUrl, {
          headers: { accept: 'application/json' },
          redirect: 'manual',
          signal: options.signal,
        })
      : await oauth.discoveryRequest(issuerUrl, options);
  } catch (error) {
    // fetch rejects alike for a network down and a redirect without CORS headers; offline or slow is the network's.
    const online = globalThis.navigator?.onLine !== false;
    if (error instanceof TypeError && !('code' in error) && online)
      throw new DiscoveryError(tried, { kind: 'unreadable' });
    throw error;
  }
  try {
    return await oauth.processDiscoveryResponse(issuerUrl, response);
  } catch (error) {
    throw new DiscoveryError(tried, discoveryAnswer(error));
  }
}

const discoveryKey = ({ oauth: { discovery, issuer, discoveryUrl } }: AppConfig) =>
  `${discovery} ${issuer} ${discoveryUrl}`;

/**
 * Takes metadata this tab discovered on an earlier page of the same sign-in (it travels with the pending
 * sign-in), so the way back from the sign-in server does not ask for it again. Another issuer's is ignored.
 */
export function rememberAuthorizationServer(config: AppConfig, server: oauth.AuthorizationServer): void {
  if (config.oauth.endpoints.kind === 'explicit' || server.issuer !== config.oauth.issuer) return;
  const key = discoveryKey(config);
  if (!discoveries.has(key)) discoveries.set(key, Promise.resolve(server));
}

// Discovered once per page; a failure is not kept, so the next call tries again.
export function authorizationServer(config: AppConfig): Promise<oauth.AuthorizationServer> {
  const { issuer, endpoints } = config.oauth;
  if (endpoints.kind === 'explicit')
    return Promise.resolve({
      issuer,
      authorization_endpoint: endpoints.authorizationEndpoint,
      token_endpoint: endpoints.tokenEndpoint,
      ...(endpoints.revocationEndpoint && { revocation_endpoint: endpoints.revocationEndpoint }),
      ...(endpoints.endSessionEndpoint && { end_session_endpoint: endpoints.endSessionEndpoint }),
    });
  const key = discoveryKey(config);
  let found = discoveries.get(key);
  if (!found) {
    found = discover(config);
    discoveries.set(key, found);
    found.catch(() => discoveries.delete(key));
  }
  return found;
}
