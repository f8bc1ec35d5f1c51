import { preference } from '../lib/preference';

const NO_AUTO_SIGN_IN_KEY = 'teamboard.no-auto-sign-in';

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
