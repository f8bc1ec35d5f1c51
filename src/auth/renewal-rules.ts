import type { StoredSession } from './stored-session';

/** How a session gets its next access token: with its refresh token, or from the tab it was copied from. */
export type RenewalRoute =
  | { via: 'refresh-token'; refreshToken: string }
  | { via: 'source-tab'; source: string };

/** Null where the session cannot renew: a personal token, or a grant whose refresh token is gone. */
export function renewalRoute(session: StoredSession | null): RenewalRoute | null {
  if (session?.mode !== 'oauth') return null;
  if (session.refreshToken !== null) return { via: 'refresh-token', refreshToken: session.refreshToken };
  return session.source === null ? null : { via: 'source-tab', source: session.source };
}

/** A token without a known expiry is used until the API refuses it. */
export function needsRefresh(session: StoredSession, now: number): boolean {
  return renewalRoute(session) !== null && session.refreshAt !== null && now >= session.refreshAt;
}
