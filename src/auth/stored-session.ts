// sessionStorage only: it dies with the tab and is never written to disk as localStorage would be.
import * as v from 'valibot';
import { safeImageUrl } from '../domain/image-url';

/** `id` is the issuer and subject, to keep one person's things on this device apart from another's. */
export type AuthUser = { id: string | null; name: string | null; picture: string | null };

export type StoredSession = {
  mode: 'oauth' | 'personal';
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number | null;
  refreshAt: number | null;
  grant: string;
  /** In a duplicated tab, the grant of the tab it was copied from. */
  source: string | null;
  user: AuthUser;
};

export const SESSION_KEY = 'teamboard.session';

// getRandomValues, unlike randomUUID, also works on plain http off loopback.
export function newId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const text = v.pipe(v.string(), v.nonEmpty());
export const optionalText = v.fallback(v.nullable(text), null);
const time = v.fallback(v.nullable(v.pipe(v.number(), v.finite())), null);
export const picture = v.fallback(v.pipe(v.unknown(), v.transform(safeImageUrl)), null);

export const sessionSchema = v.object({
  mode: v.union([v.literal('oauth'), v.literal('personal')]),
  accessToken: text,
  refreshToken: optionalText,
  expiresAt: time,
  refreshAt: time,
  grant: v.fallback(text, newId),
  source: optionalText,
  user: v.fallback(v.object({ id: optionalText, name: optionalText, picture }), {
    id: null,
    name: null,
    picture: null,
  }),
});

export function parseStoredSession(raw: string | null): StoredSession | null {
  if (raw === null) return null;
  try {
    const result = v.safeParse(sessionSchema, JSON.parse(raw));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

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
