import type { AppConfig } from '../config/app-config';
import { paths } from '../config/paths';
import { type AuthSnapshot, signedIn, signedOut } from './auth-state';
import {
  readNoAutoSignIn,
  signedInBefore,
  silentSignInStranded,
  takeAbandonedSignIn,
  writeNoAutoSignIn,
} from './sign-in-flags';
import { readStoredSession, type StoredSession } from './stored-session';

/** `askTabs`: a tab beside this one may hand its session over, before the silent sign-in that is due, if any. */
export type Restored = {
  session: StoredSession | null;
  view: AuthSnapshot;
  askTabs: boolean;
  silentSignInDue: boolean;
};

/**
 * How a tab starts: with the session its sessionStorage kept, or one another tab hands over, or with a
 * silent sign-in, or signed out.
 */
export function restoreSession(config: AppConfig, storage: Storage, pathname: string): Restored {
  const session = readStoredSession(storage);
  if (session) return { session, view: signedIn(session), askTabs: false, silentSignInDue: false };
  const checking: AuthSnapshot = { ...signedOut(null), status: 'checking' };
  if (pathname === paths.callback) return { session, view: checking, askTabs: false, silentSignInDue: false };
  if (takeAbandonedSignIn(storage) === 'silent') {
    // The server kept the tab instead of answering prompt=none: never again here, nor in new tabs.
    writeNoAutoSignIn(storage, 'silent-failed');
    silentSignInStranded.save(config.oauth.issuer);
  }
  const noAutoSignIn = readNoAutoSignIn(storage);
  // A new tab of a browser signed in here: a signed-in tab beside it may hand its session over, else one
  // redirect round-trip with prompt=none signs in while the server's session lasts.
  if (noAutoSignIn === null && signedInBefore.read() && pathname !== paths.signedOut)
    return { session, view: checking, askTabs: true, silentSignInDue: silentSignInAllowed(config) };
  return {
    session,
    view: signedOut(noAutoSignIn === 'signed-out' ? 'signed-out' : null),
    askTabs: false,
    silentSignInDue: false,
  };
}

/** Whether this tab may sign in with a silent `prompt=none` trip: on, and not stranded at this server. */
export function silentSignInAllowed(config: AppConfig): boolean {
  return config.oauth.silentSignIn && silentSignInStranded.read() !== config.oauth.issuer;
}
