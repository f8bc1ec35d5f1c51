// What session.ts loads once a sign-in, a callback, a renewal or a sign-out needs it: oauth4webapi and the
// protocol stay out of the first page's JS.
import type { AppConfig } from '../config/app-config';
import { paths } from '../config/paths';
import { startSignIn } from './oauth-sign-in';
import { endSessionUrl, revokeTokens } from './oauth-sign-out';
import { type SignInFailure, signInFailure } from './sign-in-failure';
import type { StoredSession } from './stored-session';

export { completeSignIn } from './oauth-sign-in';
export { revokeTokens } from './oauth-sign-out';
export { createRenewals } from './renewal';

export type SignInStart = { ok: true; url: URL } | { ok: false; failure: SignInFailure };

export async function requestSignIn(
  config: AppConfig,
  storage: Storage,
  options: { returnTo: string; silent: boolean },
): Promise<SignInStart> {
  try {
    return { ok: true, url: await startSignIn(config, storage, options) };
  } catch (error) {
    return { ok: false, failure: signInFailure(error) };
  }
}

/** Revokes the ended session's tokens, then gives the server's end-session page, where it has one. */
export async function signOutAtServer(config: AppConfig, ended: StoredSession): Promise<URL | null> {
  await revokeTokens(config, ended);
  return endSessionUrl(config, new URL(paths.home, config.oauth.redirectUri).href);
}
