import type { AppConfig } from '../config/app-config';
import type { GrantLocks } from './grant-lock';
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

export type CallbackResult =
  | { ok: true; returnTo: string }
  | { ok: false; failure: SignInFailure; returnTo: string; silent: boolean };

/** `orphaned`: a duplicated tab whose original is gone or signed in anew. */
export type RefreshResult = 'ok' | 'rejected' | 'unreachable' | 'orphaned';

export type TabChannel = { post(message: unknown): void };

export type BrowserLocation = Pick<Location, 'href' | 'pathname' | 'search' | 'hash' | 'origin'> & {
  assign(url: string): void;
  replace(url: string): void;
};

export type SessionCore = {
  config: AppConfig;
  storage: Storage;
  /** False where `storage` is an in-memory stand-in: a sign-in could not survive the redirect. */
  lasting: boolean;
  locks: GrantLocks;
  channel: TabChannel | null;
  location: BrowserLocation;
  current(): StoredSession | null;
  keep(next: StoredSession | null): void;
  view(): AuthSnapshot;
  publish(next: AuthSnapshot): void;
  settled: Promise<void>;
  accept(next: StoredSession): void;
  end(reason: SignedOutReason): StoredSession | null;
  setNoAutoSignIn(reason: 'silent-failed' | 'signed-out' | null): void;
  flights: { refresh?: Promise<RefreshResult> };
  asks: Map<string, (renewal: unknown) => void>;
};
