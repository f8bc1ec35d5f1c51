import { describe, expect, it } from 'vitest';
import { needsRefresh, renewalRoute } from './renewal-rules';
import type { StoredSession } from './stored-session';
import { tokenTimes } from './token-times';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

const session: StoredSession = {
  mode: 'oauth',
  accessToken: 'access',
  refreshToken: 'refresh',
  ...tokenTimes(20, NOW),
  grant: 'grant',
  source: null,
  user: { id: null, name: null, picture: null },
};
const copy: StoredSession = { ...session, refreshToken: null, source: 'original-grant' };
const personal: StoredSession = { ...session, mode: 'personal', refreshToken: null };

describe('renewalRoute', () => {
  it('renews with the refresh token where the tab holds one, else from the tab it was copied from', () => {
    expect(renewalRoute(session)).toEqual({ via: 'refresh-token', refreshToken: 'refresh' });
    expect(renewalRoute(copy)).toEqual({ via: 'source-tab', source: 'original-grant' });
  });

  it('has no way for a personal token, a grant whose refresh token is gone, or no session', () => {
    expect(renewalRoute(personal)).toBeNull();
    expect(renewalRoute({ ...session, refreshToken: null })).toBeNull();
    expect(renewalRoute(null)).toBeNull();
  });
});

describe('needsRefresh', () => {
  it('is false before the refresh moment and true from it on', () => {
    expect(needsRefresh(session, NOW)).toBe(false);
    expect(needsRefresh(session, NOW + 14_999)).toBe(false);
    expect(needsRefresh(session, NOW + 15_000)).toBe(true);
    expect(needsRefresh(session, NOW + 60_000)).toBe(true);
    expect(needsRefresh(copy, NOW + 15_000)).toBe(true);
  });

  it('never asks when the expiry is unknown (a 401 will tell), nor for a session that cannot renew', () => {
    expect(needsRefresh({ ...session, refreshAt: null }, NOW)).toBe(false);
    expect(needsRefresh(personal, NOW + 60_000)).toBe(false);
    expect(needsRefresh({ ...session, refreshToken: null }, NOW + 60_000)).toBe(false);
  });
});
