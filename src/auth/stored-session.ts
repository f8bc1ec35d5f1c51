// What a tab keeps between reloads. sessionStorage only: it dies with the tab and is never shared with
// other tabs or written to disk as localStorage would be.

export type AuthUser = { name: string | null; picture: string | null };

export type StoredSession = {
  /** `oauth`: from the sign-in flow. `personal`: a pasted token, no refresh, no sign-out at the server. */
  mode: 'oauth' | 'personal';
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds, or null when the server did not say. */
  expiresAt: number | null;
  user: AuthUser;
};

export const SESSION_KEY = 'teamboard.session';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Only absolute http(s) picture URLs reach an <img>; anything else shows initials. */
export function safePictureUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Name and picture from ID token (or userinfo) claims, tolerating any shape. */
export function userFromClaims(claims: Record<string, unknown> | undefined): AuthUser {
  const name =
    text(claims?.name) ??
    text([claims?.given_name, claims?.family_name].filter((part) => typeof part === 'string').join(' ')) ??
    text(claims?.preferred_username) ??
    text(claims?.email);
  return { name, picture: safePictureUrl(claims?.picture) };
}

/** A stored session, or null for anything missing, unparsable or shaped wrong. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const accessToken = text(record.accessToken);
  const mode = record.mode === 'oauth' || record.mode === 'personal' ? record.mode : null;
  if (!accessToken || !mode) return null;
  const user = (typeof record.user === 'object' && record.user !== null ? record.user : {}) as Record<
    string,
    unknown
  >;
  return {
    mode,
    accessToken,
    refreshToken: text(record.refreshToken),
    expiresAt:
      typeof record.expiresAt === 'number' && Number.isFinite(record.expiresAt) ? record.expiresAt : null,
    user: { name: text(user.name), picture: safePictureUrl(user.picture) },
  };
}

/** Reads the tab's session; storage that throws (blocked, private mode) counts as none. */
export function readStoredSession(storage: Storage): StoredSession | null {
  try {
    return parseStoredSession(storage.getItem(SESSION_KEY));
  } catch {
    return null;
  }
}

export function writeStoredSession(storage: Storage, session: StoredSession | null): void {
  try {
    if (session) storage.setItem(SESSION_KEY, JSON.stringify(session));
    else storage.removeItem(SESSION_KEY);
  } catch {
    // Without storage the session still lives in memory; a reload will ask to sign in again.
  }
}
