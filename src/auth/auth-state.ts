import type { SignInFailure } from './sign-in-failure';
import type { AuthUser, StoredSession } from './stored-session';

export type AuthStatus = 'checking' | 'redirecting' | 'signed-in' | 'signed-out';

export type SignedOutReason = 'signed-out' | 'token-rejected' | 'sign-in-failed' | 'storage-blocked' | null;

export type AuthSnapshot = {
  status: AuthStatus;
  user: AuthUser | null;
  mode: StoredSession['mode'] | null;
  reason: SignedOutReason;
  failure: SignInFailure | null;
};

export function signedIn(session: StoredSession): AuthSnapshot {
  return { status: 'signed-in', user: session.user, mode: session.mode, reason: null, failure: null };
}

export function signedOut(reason: SignedOutReason, failure: SignInFailure | null = null): AuthSnapshot {
  return { status: 'signed-out', user: null, mode: null, reason, failure };
}

/** Whose stars and views show: the signed-in person's id, or null when nobody (or nobody known) is. */
export function personOf(snapshot: AuthSnapshot): string | null {
  return snapshot.status === 'signed-in' ? (snapshot.user?.id ?? null) : null;
}
