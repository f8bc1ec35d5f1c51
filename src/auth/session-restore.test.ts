import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/app-config';
import { loadConfig } from '../config/config';
import { memoryStorage } from '../lib/web-storage';
import { restoreSession, silentSignInAllowed } from './session-restore';
import { PENDING_KEY, readNoAutoSignIn, signedInBefore, silentSignInStranded } from './sign-in-flags';
import { SESSION_KEY, type StoredSession } from './stored-session';

function config(env: Record<string, string> = {}): AppConfig {
  const loaded = loadConfig(env, 'http://localhost:3000');
  if (!loaded.ok) throw new Error('the sandbox defaults must load');
  return loaded.value;
}

const kept: StoredSession = {
  mode: 'oauth',
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresAt: null,
  refreshAt: null,
  grant: 'grant',
  source: null,
  user: { id: null, name: 'Tamsin Member', picture: null },
};

afterEach(() => localStorage.clear());

describe('restoreSession', () => {
  it('signs the tab in with the session its storage kept, without a trip to the sign-in server', () => {
    signedInBefore.save(true);
    const restored = restoreSession(
      config(),
      memoryStorage([[SESSION_KEY, JSON.stringify(kept)]]),
      '/events',
    );
    expect(restored.session).toEqual(kept);
    expect(restored.view).toMatchObject({ status: 'signed-in', user: kept.user });
    expect(restored).toMatchObject({ askTabs: false, silentSignInDue: false });
  });

  it('has a new tab ask the tabs beside it once this browser has signed in, then sign in silently where allowed', () => {
    expect(restoreSession(config(), memoryStorage(), '/events')).toMatchObject({
      view: { status: 'signed-out' },
      askTabs: false,
      silentSignInDue: false,
    });
    signedInBefore.save(true);
    const restored = restoreSession(config(), memoryStorage(), '/events');
    expect(restored).toMatchObject({
      session: null,
      view: { status: 'checking' },
      askTabs: true,
      silentSignInDue: true,
    });
    const off = restoreSession(config({ VITE_OAUTH_SILENT_SIGN_IN: 'off' }), memoryStorage(), '/events');
    expect(off).toMatchObject({ view: { status: 'checking' }, askTabs: true, silentSignInDue: false });
  });

  it('waits on the callback, and stays signed out on the signed-out page or after signing out here', () => {
    signedInBefore.save(true);
    expect(restoreSession(config(), memoryStorage(), '/callback')).toMatchObject({
      view: { status: 'checking' },
      askTabs: false,
      silentSignInDue: false,
    });
    expect(restoreSession(config(), memoryStorage(), '/signed-out')).toMatchObject({
      askTabs: false,
      silentSignInDue: false,
    });
    const signedOut = memoryStorage([['teamboard.no-auto-sign-in', 'signed-out']]);
    expect(restoreSession(config(), signedOut, '/events')).toMatchObject({
      view: { status: 'signed-out', reason: 'signed-out' },
      askTabs: false,
      silentSignInDue: false,
    });
  });

  it('never tries again where a silent sign-in left and never came back, in this tab nor for this issuer', () => {
    signedInBefore.save(true);
    const tab = memoryStorage([[PENDING_KEY, JSON.stringify({ silent: true })]]);
    expect(restoreSession(config(), tab, '/events')).toMatchObject({
      askTabs: false,
      silentSignInDue: false,
    });
    expect(tab.getItem(PENDING_KEY)).toBeNull();
    expect(readNoAutoSignIn(tab)).toBe('silent-failed');
    expect(silentSignInStranded.read()).toBe(config().oauth.issuer);
    // A new tab still asks the tabs beside it, then shows Sign in instead of the trip.
    expect(restoreSession(config(), memoryStorage(), '/events')).toMatchObject({
      askTabs: true,
      silentSignInDue: false,
    });
  });
});

describe('silentSignInAllowed', () => {
  it('is off when the setting turns it off, and for a server it stranded once', () => {
    expect(silentSignInAllowed(config())).toBe(true);
    expect(silentSignInAllowed(config({ VITE_OAUTH_SILENT_SIGN_IN: 'off' }))).toBe(false);
    silentSignInStranded.save(config().oauth.issuer);
    expect(silentSignInAllowed(config())).toBe(false);
  });
});
