import { preference } from '../lib/preference';

const NO_AUTO_SIGN_IN_KEY = 'teamboard.no-auto-sign-in';
/** The sign-in under way in this tab, written before leaving for the sign-in server. */
export const PENDING_KEY = 'teamboard.sign-in';

export type NoAutoSignIn = 'silent-failed' | 'signed-out' | 'unavailable' | null;

export function readNoAutoSignIn(storage: Storage): NoAutoSignIn {
  try {
    const value = storage.getItem(NO_AUTO_SIGN_IN_KEY);
    return value === 'signed-out' || value === 'silent-failed' || value === null ? value : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

export function writeNoAutoSignIn(storage: Storage, reason: 'silent-failed' | 'signed-out' | null): void {
  try {
    if (reason) storage.setItem(NO_AUTO_SIGN_IN_KEY, reason);
    else storage.removeItem(NO_AUTO_SIGN_IN_KEY);
  } catch {
    // Without storage the tab simply tries silent sign-in again on the next load.
  }
}

// Shared by the tabs, so never a token: only that this browser signed in and has not signed out since.
export const signedInBefore = preference<boolean>(
  'teamboard.signed-in-before',
  (stored) => stored === 'yes',
  (value) => (value ? 'yes' : null),
);

// An issuer, never a token: a silent sign-in there once left a tab on the server's page instead of coming back.
export const silentSignInStranded = preference<string | null>(
  'teamboard.silent-sign-in-stranded',
  (stored) => stored,
  (issuer) => issuer,
);

/** The sign-in entry as it was written, forgotten as it is read, so a replayed callback finds nothing. */
export function takePendingEntry(storage: Storage): unknown {
  try {
    const raw = storage.getItem(PENDING_KEY);
    storage.removeItem(PENDING_KEY);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * A sign-in this tab left for and never came back from (the person typed the address again or reloaded).
 * 'silent' for a silent one, which must then not be tried again.
 */
export function takeAbandonedSignIn(storage: Storage): 'silent' | 'interactive' | null {
  const entry = takePendingEntry(storage);
  if (typeof entry !== 'object' || entry === null) return null;
  return (entry as { silent?: unknown }).silent === true ? 'silent' : 'interactive';
}
