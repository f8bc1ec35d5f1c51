import { describe, expect, it } from 'vitest';
import { userFromClaims } from './claims';

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

  it('tolerates claims of any shape', () => {
    expect(userFromClaims({ name: 42, picture: 'javascript:alert(1)', email: ['x'] })).toEqual({
      name: null,
      picture: null,
    });
    expect(userFromClaims('not claims')).toEqual({ name: null, picture: null });
  });
});
