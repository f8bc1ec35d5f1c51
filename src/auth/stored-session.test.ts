import { describe, expect, it } from 'vitest';
import {
  parseStoredSession,
  readStoredSession,
  SESSION_KEY,
  type StoredSession,
  writeStoredSession,
} from './stored-session';

const session: StoredSession = {
  mode: 'oauth',
  accessToken: 'at-1',
  refreshToken: 'rt-1',
  expiresAt: 1_800_000_000_000,
  refreshAt: 1_799_999_970_000,
  grant: 'grant-1',
  source: null,
  user: { id: null, name: 'Tamsin Member', picture: 'https://sandbox.example.com/avatars/team-member.svg' },
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
      refreshAt: null,
      grant: expect.stringMatching(/^[0-9a-f]{32}$/),
      source: null,
      user: { id: null, name: null, picture: null },
    });
  });
});
