// What the eager session and its lazily loaded actions share: the snapshot the UI reads, and the
// session's inside that the actions work on.
import type { AppConfig } from '../config/config';
import type { GrantLocks } from './grant-lock';
import type { SignInFailure } from './sign-in-failure';
import type { AuthUser, StoredSession } from './stored-session';

export type AuthStatus =
  /** Not known yet: a silent sign-in or a callback is under way. */
  | 'checking'
  /** The browser is leaving for the authorization server. */
  | 'redirecting'
  | 'signed-in'
  | 'signed-out';

/** Why the person is signed out, when it is worth telling them; `sign-in-failed` comes with a failure. */
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

/** What a renewal came to; `orphaned`: a duplicated tab whose original is gone or signed in anew. */
export type RefreshResult = 'ok' | 'rejected' | 'unreachable' | 'orphaned';

export type TabChannel = { post(message: unknown): void };

export type BrowserLocation = Pick<Location, 'href' | 'pathname' | 'search' | 'hash' | 'origin'> & {
  assign(url: string): void;
  replace(url: string): void;
};

/** The session's inside, for its actions: state, where it lives, and how it tells the UI. */
export type SessionCore = {
  config: AppConfig;
  /** The tab's storage; a stand-in in memory where the browser blocks site data. */
  storage: Storage;
  /** False where that storage is the stand-in: a sign-in could not survive the trip to the server. */
  lasting: boolean;
  locks: GrantLocks;
  channel: TabChannel | null;
  location: BrowserLocation;
  current(): StoredSession | null;
  keep(next: StoredSession | null): void;
  view(): AuthSnapshot;
  publish(next: AuthSnapshot): void;
  /** Settles once this tab knows whether it owns its session's refresh token. */
  settled: Promise<void>;
  /** A new session of this tab's own: remembered, owned, shown. */
  accept(next: StoredSession): void;
  /** Forgets the tab's tokens and keeps it from signing itself back in silently. */
  end(reason: SignedOutReason): StoredSession | null;
  setNoAutoSignIn(reason: 'silent-failed' | 'signed-out' | null): void;
  /** Work in flight, shared by the callers that arrive meanwhile. */
  flights: { refresh?: Promise<RefreshResult> };
  /** A duplicated tab's questions to its original, by reply id. */
  asks: Map<string, (renewal: unknown) => void>;
};

export type SessionActions = typeof import('./session-actions');
