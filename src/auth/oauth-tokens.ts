import * as oauth from 'oauth4webapi';
import type { AppConfig } from '../config/app-config';
import { userFromClaims } from './claims';
import {
  asksOpenId,
  audienceParameters,
  authorizationServer,
  client,
  clientAuth,
  requestOptions,
} from './oauth-server';
import type { AuthUser, StoredSession } from './stored-session';
import { tokenTimes } from './token-times';

export type TokenUpdate = Pick<StoredSession, 'accessToken' | 'refreshToken' | 'expiresAt' | 'refreshAt'> & {
  user: AuthUser | null;
};

export type RefreshOutcome =
  | { ok: true; tokens: TokenUpdate }
  | { ok: false; reason: 'rejected' | 'unreachable' };

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

export async function tokenUpdate(
  config: AppConfig,
  as: oauth.AuthorizationServer,
  result: oauth.TokenEndpointResponse,
  now: number,
  askUserInfo: boolean,
): Promise<TokenUpdate> {
  // DPoP and other token types are not supported.
  if (result.token_type !== 'bearer') throw new Error('unsupported token type');
  const claims = oauth.getValidatedIdTokenClaims(result);
  let user = claims ? userFromClaims(claims) : null;
  if (askUserInfo && claims && user && !user.name && asksOpenId(config)) {
    const info = await userInfo(config, as, result.access_token, claims.sub);
    // The ID token names the issuer; userinfo does not.
    if (info) user = { ...info, id: user.id };
  }
  return {
    accessToken: result.access_token,
    refreshToken: result.refresh_token ?? null,
    ...tokenTimes(result.expires_in, now),
    user,
  };
}

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
    // Only an OAuth error answer means the grant is gone; a server that is down may be fine in a moment.
    const rejected = error instanceof oauth.ResponseBodyError && error.status >= 400 && error.status < 500;
    return { ok: false, reason: rejected ? 'rejected' : 'unreachable' };
  }
}
