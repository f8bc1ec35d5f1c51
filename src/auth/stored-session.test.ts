import { describe, expect, it } from 'vitest';
import {
  parseStoredSession,
  readStoredSession,
  SESSION_KEY,
  type StoredSession,
  safePictureUrl,
  userFromClaims,
  writeStoredSession,
} from './stored-session';

const session: StoredSession = {
  mode: 'oauth',
  accessToken: 'at-1',
  refreshToken: 'rt-1',
  expiresAt: 1_800_000_000_000,
  user: { name: 'Tamsin Member', picture: 'https://sandbox.example.com/avatars/team-member.svg' },
};

describe('stored session', () => {
  it('round-trips through sessionStorage and is removed by null', () => {
    writeStoredSession(sessionStorage, session);
    expect(readStoredSession(sessionStorage)).toEqual(session);
    writeStoredSession(sessionStorage, null);
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(readStoredSession(sessionStorage)).toBeNull();
  });

  it.each([
    ['garbage', '{not json'],
    ['a non-object', '"token"'],
    ['no access token', JSON.stringify({ ...session, accessToken: '' })],
    ['an unknown mode', JSON.stringify({ ...session, mode: 'magic' })],
    ['null', 'null'],
  ])('reads %s as no session', (_label, raw) => {
    expect(parseStoredSession(raw)).toBeNull();
  });

  it('tolerates missing optional fields and drops an unsafe picture', () => {
    expect(
      parseStoredSession(
        JSON.stringify({
          mode: 'personal',
          accessToken: 'pat',
          expiresAt: 'soon',
          user: { picture: 'javascript:x' },
        }),
      ),
    ).toEqual({
      mode: 'personal',
      accessToken: 'pat',
      refreshToken: null,
      expiresAt: null,
      user: { name: null, picture: null },
    });
  });
});

describe('userFromClaims', () => {
  it('takes name and picture from ID token claims', () => {
    expect(
      userFromClaims({ sub: 'team-member', name: 'Tamsin Member', picture: 'http://127.0.0.1:4010/a.svg' }),
    ).toEqual({ name: 'Tamsin Member', picture: 'http://127.0.0.1:4010/a.svg' });
  });

  it('falls back to given and family name, then username, then email', () => {
    expect(userFromClaims({ given_name: 'Ada', family_name: 'Lovelace' }).name).toBe('Ada Lovelace');
    expect(userFromClaims({ preferred_username: 'ada' }).name).toBe('ada');
    expect(userFromClaims({ email: 'ada@example.com' }).name).toBe('ada@example.com');
    expect(userFromClaims(undefined)).toEqual({ name: null, picture: null });
  });

  it('lets only http(s) pictures through', () => {
    expect(safePictureUrl('data:image/svg+xml,<svg/>')).toBeNull();
    expect(safePictureUrl('/relative.png')).toBeNull();
    expect(safePictureUrl(42)).toBeNull();
    expect(safePictureUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
  });
});
