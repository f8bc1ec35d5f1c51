// What a tab keeps between reloads. sessionStorage only: it dies with the tab and is never shared with
// other tabs or written to disk as localStorage would be.
import * as v from 'valibot';

export type AuthUser = { name: string | null; picture: string | null };

export type StoredSession = {
  /** `oauth`: from the sign-in flow. `personal`: a pasted token, no refresh, no sign-out at the server. */
  mode: 'oauth' | 'personal';
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds, or null when the server did not say. */
  expiresAt: number | null;
  refreshAt: number | null;
  /** This copy of the session: its refresh token belongs to the one tab holding the grant's lock. */
  grant: string;
  /** In a duplicated tab, the grant of the tab it was copied from, which it asks for access tokens. */
  source: string | null;
  user: AuthUser;
};

export const SESSION_KEY = 'teamboard.session';

/** Random and unguessable; getRandomValues, unlike randomUUID, also works on plain http off loopback. */
export function newId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

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

const text = v.pipe(v.string(), v.nonEmpty());
export const optionalText = v.fallback(v.nullable(text), null);
const time = v.fallback(v.nullable(v.pipe(v.number(), v.finite())), null);
export const picture = v.fallback(v.pipe(v.unknown(), v.transform(safePictureUrl)), null);

const sessionSchema = v.object({
  mode: v.union([v.literal('oauth'), v.literal('personal')]),
  accessToken: text,
  refreshToken: optionalText,
  expiresAt: time,
  refreshAt: time,
  grant: v.fallback(text, newId),
  source: optionalText,
  user: v.fallback(v.object({ name: optionalText, picture }), { name: null, picture: null }),
});

/** A stored session, or null for anything missing, unparsable or shaped wrong. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (raw === null) return null;
  try {
    const result = v.safeParse(sessionSchema, JSON.parse(raw));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
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
