import * as oauth from 'oauth4webapi';
import type { AppConfig } from '../config/app-config';
import { authorizationServer, client, clientAuth, requestOptions } from './oauth-server';
import type { StoredSession } from './stored-session';

export async function revokeTokens(config: AppConfig, session: StoredSession): Promise<void> {
  try {
    const as = await authorizationServer(config);
    if (!as.revocation_endpoint) return;
    const tokens = [
      ...(session.refreshToken ? [[session.refreshToken, 'refresh_token'] as const] : []),
      [session.accessToken, 'access_token'] as const,
    ];
    // One after the other: revoking the refresh token ends its access token too on many servers, and a
    // second request racing that (Django OAuth Toolkit's, for one) fails with a 500.
    for (const [token, hint] of tokens) {
      const response = await oauth.revocationRequest(as, client(config), clientAuth, token, {
        additionalParameters: { token_type_hint: hint },
        ...requestOptions(config),
      });
      await oauth.processRevocationResponse(response);
    }
  } catch {
    // Best effort: the grant also ends with the server session, and tokens expire.
  }
}

// By client_id rather than id_token_hint, so no token is put in a URL.
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
