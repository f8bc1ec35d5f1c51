import { describe, expect, it } from 'vitest';
import { tamsin } from '../auth/auth.test-support';
import { writeStoredSession } from '../auth/stored-session';
import { pageSizePreference } from '../lists/page-size';
import { earlyRequestFor, earlyToken } from './early-request';

const now = Date.parse('2026-11-27T09:00:00Z');
const session = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    mode: 'oauth',
    accessToken: 'at-1',
    refreshAt: now + 60_000,
    expiresAt: now + 120_000,
    ...overrides,
  });

describe('earlyToken', () => {
  it('gives the stored token while it needs no renewal', () => {
    expect(earlyToken(session(), now)).toBe('at-1');
    expect(earlyToken(session({ mode: 'personal', refreshAt: null, expiresAt: null }), now)).toBe('at-1');
  });

  it('gives nothing once the app would renew the token first, or without a usable session', () => {
    expect(earlyToken(session({ refreshAt: now }), now)).toBeNull();
    // Nor just before: the app would renew it before it took the answer, which would then go to waste.
    expect(earlyToken(session({ refreshAt: now + 20_000 }), now)).toBeNull();
    expect(earlyToken(session({ expiresAt: now - 1 }), now)).toBeNull();
    for (const stored of [null, '', 'not json', 'null', '"text"', '{}', session({ accessToken: '' })])
      expect(earlyToken(stored, now), String(stored)).toBeNull();
  });
});

describe('earlyRequestFor', () => {
  it('reads the session and the page size where the app keeps them', () => {
    writeStoredSession(sessionStorage, tamsin);
    pageSizePreference.save(12);
    const first = earlyRequestFor({
      location: { pathname: '/sessions', search: '?page=4' },
      apiBase: 'https://api.example.com/v',
      session: sessionStorage,
      preferences: localStorage,
      now: Date.now(),
    });
    expect(first?.token).toBe(tamsin.accessToken);
    expect(first?.url.href).toBe(
      'https://api.example.com/v/v1/me/community/team/sessions?page=4&per_page=12',
    );
    sessionStorage.clear();
    localStorage.clear();
  });

  it('asks nothing when the tab is signed out', () => {
    const first = earlyRequestFor({
      location: { pathname: '/events', search: '' },
      apiBase: 'https://api.example.com',
      session: sessionStorage,
      preferences: localStorage,
      now,
    });
    expect(first).toBeNull();
  });
});
