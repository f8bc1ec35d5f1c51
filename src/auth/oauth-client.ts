// The OAuth 2 client, on oauth4webapi: plain RFC 6749 + PKCE, with OpenID Connect's ID token, nonce
// and userinfo when the scopes ask for `openid`. Loaded on demand, so none of it weighs on the first paint.
import * as oauth from 'oauth4webapi';
import * as v from 'valibot';
import type { AppConfig } from '../config/config';
import { userFromClaims } from './claims';
import { safeReturnTo } from './return-to';
import { type SignInFailure, signInFailure } from './sign-in-failure';
import { type AuthUser, newId, type StoredSession } from './stored-session';
import { tokenTimes } from './token-times';

/** What the tab must remember across the redirect to the authorization server and back. */
const pendingSchema = v.object({
  state: v.string(),
  nonce: v.nullable(v.string()),
  codeVerifier: v.string(),
  returnTo: v.fallback(v.string(), ''),
  silent: v.fallback(v.boolean(), false),
});
type PendingSignIn = v.InferOutput<typeof pendingSchema>;

export const PENDING_KEY = 'teamboard.sign-in';

export type CallbackOutcome =
  | { ok: true; session: StoredSession; returnTo: string }
  | { ok: false; failure: SignInFailure; returnTo: string; silent: boolean };

export type TokenUpdate = Pick<StoredSession, 'accessToken' | 'refreshToken' | 'expiresAt' | 'refreshAt'> & {
  user: AuthUser | null;
};

export type RefreshOutcome =
  | { ok: true; tokens: TokenUpdate }
  | { ok: false; reason: 'rejected' | 'unreachable' };

const clientAuth = oauth.None();
const discoveries = new Map<string, Promise<oauth.AuthorizationServer>>();

function requestOptions(config: AppConfig) {
  return {
    signal: AbortSignal.timeout(config.requestTimeoutMs),
    [oauth.allowInsecureRequests]: config.oauth.allowInsecureRequests,
  };
}

function client(config: AppConfig): oauth.Client {
  return { client_id: config.oauth.clientId };
}

/** With `openid` the server must answer as OpenID Connect; without, an ID token is never required. */
export function asksOpenId(config: AppConfig): boolean {
  return config.oauth.scopes.split(' ').includes('openid');
}

/** RFC 8707 `resource` and the `audience` some servers take, on authorization and token requests alike. */
function audienceParameters(config: AppConfig): Record<string, string> {
  const { resource, audience } = config.oauth;
  return { ...(resource && { resource }), ...(audience && { audience }) };
}

/** The server's metadata: discovered once per page (a failure is retried next time), or given by hand. */
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

/** Builds the authorization request (PKCE S256, state, and a nonce for OpenID) and remembers it. */
export async function startSignIn(
  config: AppConfig,
  storage: Storage,
  options: { returnTo: string; silent: boolean },
): Promise<URL> {
  const as = await authorizationServer(config);
  if (!as.authorization_endpoint) throw new Error('the authorization server has no authorization endpoint');
  const pending: PendingSignIn = {
    state: oauth.generateRandomState(),
    nonce: asksOpenId(config) ? oauth.generateRandomNonce() : null,
    codeVerifier: oauth.generateRandomCodeVerifier(),
    returnTo: options.returnTo,
    silent: options.silent,
  };
  const url = new URL(as.authorization_endpoint);
  const params = {
    client_id: config.oauth.clientId,
    redirect_uri: config.oauth.redirectUri,
    response_type: 'code',
    scope: config.oauth.scopes,
    code_challenge: await oauth.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    state: pending.state,
    ...(pending.nonce && { nonce: pending.nonce }),
    ...audienceParameters(config),
    ...(options.silent && { prompt: 'none' }),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  storage.setItem(PENDING_KEY, JSON.stringify(pending));
  return url;
}

/** Reads and forgets the pending sign-in, so a replayed callback finds nothing to complete. */
function takePending(storage: Storage): PendingSignIn | null {
  const raw = storage.getItem(PENDING_KEY);
  storage.removeItem(PENDING_KEY);
  try {
    const parsed = v.safeParse(pendingSchema, JSON.parse(raw ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Name and picture from userinfo, for an OpenID server whose ID token did not carry a name. */
async function userInfo(
  config: AppConfig,
  as: oauth.AuthorizationServer,
  accessToken: string,
  subject: string,
): Promise<AuthUser | null> {
  if (!as.userinfo_endpoint) return null;
  try {
    const response = await oauth.userInfoRequest(as, client(config), accessToken, requestOptions(config));
    return userFromClaims(await oauth.processUserInfoResponse(as, client(config), subject, response));
  } catch {
    // The name is a nicety: without it the header says "Signed in".
    return null;
  }
}

async function tokenUpdate(
  config: AppConfig,
  as: oauth.AuthorizationServer,
  result: oauth.TokenEndpointResponse,
  now: number,
  askUserInfo: boolean,
): Promise<TokenUpdate> {
  // Only Bearer tokens are sent as `Authorization: Bearer`; anything else (DPoP) is not supported.
  if (result.token_type !== 'bearer') throw new Error('unsupported token type');
  const claims = oauth.getValidatedIdTokenClaims(result);
  let user = claims ? userFromClaims(claims) : null;
  if (askUserInfo && claims && !user?.name && asksOpenId(config))
    user = (await userInfo(config, as, result.access_token, claims.sub)) ?? user;
  return {
    accessToken: result.access_token,
    refreshToken: result.refresh_token ?? null,
    ...tokenTimes(result.expires_in, now),
    user,
  };
}

async function exchangeCode(
  config: AppConfig,
  callbackUrl: URL,
  pending: PendingSignIn,
): Promise<StoredSession> {
  const as = await authorizationServer(config);
  const params = oauth.validateAuthResponse(as, client(config), callbackUrl.searchParams, pending.state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client(config),
    clientAuth,
    params,
    config.oauth.redirectUri,
    pending.codeVerifier,
    { additionalParameters: audienceParameters(config), ...requestOptions(config) },
  );
  const result = await oauth.processAuthorizationCodeResponse(
    as,
    client(config),
    response,
    pending.nonce === null ? {} : { expectedNonce: pending.nonce, requireIdToken: true },
  );
  const { user, ...tokens } = await tokenUpdate(config, as, result, Date.now(), true);
  return {
    mode: 'oauth',
    ...tokens,
    grant: newId(),
    source: null,
    user: user ?? { name: null, picture: null },
  };
}

const completions = new Map<string, Promise<CallbackOutcome>>();

/**
 * Completes the sign-in the callback URL answers. Memoised per URL: React's development double effects
 * and a re-render must not spend the one-time code twice.
 */
export function completeSignIn(
  config: AppConfig,
  storage: Storage,
  callbackUrl: URL,
): Promise<CallbackOutcome> {
  let completion = completions.get(callbackUrl.href);
  if (!completion) {
    completion = settleCallback(config, storage, callbackUrl);
    completions.set(callbackUrl.href, completion);
  }
  return completion;
}

async function settleCallback(
  config: AppConfig,
  storage: Storage,
  callbackUrl: URL,
): Promise<CallbackOutcome> {
  const origin = new URL(config.oauth.redirectUri).origin;
  const pending = takePending(storage);
  if (!pending)
    return {
      ok: false,
      failure: { kind: 'no-pending' },
      returnTo: safeReturnTo(null, origin),
      silent: false,
    };
  const returnTo = safeReturnTo(pending.returnTo, origin);
  if (callbackUrl.searchParams.get('state') !== pending.state)
    return { ok: false, failure: { kind: 'state-mismatch' }, returnTo, silent: false };
  try {
    return { ok: true, session: await exchangeCode(config, callbackUrl, pending), returnTo };
  } catch (error) {
    return { ok: false, failure: signInFailure(error), returnTo, silent: pending.silent };
  }
}

/** One refresh-token grant. A server that rotates refresh tokens sends a new one; else the old one stays. */
export async function refreshTokens(config: AppConfig, refreshToken: string): Promise<RefreshOutcome> {
  try {
    const as = await authorizationServer(config);
    const response = await oauth.refreshTokenGrantRequest(as, client(config), clientAuth, refreshToken, {
      additionalParameters: audienceParameters(config),
      ...requestOptions(config),
    });
    const result = await oauth.processRefreshTokenResponse(as, client(config), response);
    const tokens = await tokenUpdate(config, as, result, Date.now(), false);
    return { ok: true, tokens: { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken } };
  } catch (error) {
    // Only an OAuth error answer (invalid_grant and the like) means the grant is gone; a server that is
    // down or answers garbage may be fine again in a moment, so the person is not sent to sign in.
    const rejected = error instanceof oauth.ResponseBodyError && error.status >= 400 && error.status < 500;
    return { ok: false, reason: rejected ? 'rejected' : 'unreachable' };
  }
}

/** Revokes what the server lets us revoke; failures are ignored, the tab forgets the tokens anyway. */
export async function revokeTokens(config: AppConfig, session: StoredSession): Promise<void> {
  try {
    const as = await authorizationServer(config);
    if (!as.revocation_endpoint) return;
    const tokens = [
      ...(session.refreshToken ? [[session.refreshToken, 'refresh_token'] as const] : []),
      [session.accessToken, 'access_token'] as const,
    ];
    await Promise.all(
      tokens.map(async ([token, hint]) => {
        const response = await oauth.revocationRequest(as, client(config), clientAuth, token, {
          additionalParameters: { token_type_hint: hint },
          ...requestOptions(config),
        });
        await oauth.processRevocationResponse(response);
      }),
    );
  } catch {
    // Best effort: the grant also ends with the server session below, and tokens expire.
  }
}

/**
 * The server's end-session URL, identified by client_id rather than id_token_hint so no token is put in a
 * URL; null when the server offers none.
 */
export async function endSessionUrl(config: AppConfig, postLogoutRedirectUri: string): Promise<URL | null> {
  try {
    const as = await authorizationServer(config);
    if (!as.end_session_endpoint) return null;
    const url = new URL(as.end_session_endpoint);
    url.searchParams.set('client_id', config.oauth.clientId);
    url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
    return url;
  } catch {
    return null;
  }
}
