import { describe, expect, it } from 'vitest';
import { userFromClaims } from './claims';

describe('userFromClaims', () => {
  it('takes name and picture from ID token claims', () => {
    expect(
      userFromClaims({ sub: 'team-member', name: 'Tamsin Member', picture: 'http://127.0.0.1:4010/a.svg' }),
    ).toEqual({ id: 'team-member', name: 'Tamsin Member', picture: 'http://127.0.0.1:4010/a.svg' });
  });

  it('falls back to given and family name, then username, then email', () => {
    expect(userFromClaims({ given_name: 'Ada', family_name: 'Lovelace' }).name).toBe('Ada Lovelace');
    expect(userFromClaims({ preferred_username: 'ada' }).name).toBe('ada');
    expect(userFromClaims({ email: 'ada@example.com' }).name).toBe('ada@example.com');
    expect(userFromClaims(undefined)).toEqual({ id: null, name: null, picture: null });
  });

  it('tolerates claims of any shape', () => {
    expect(userFromClaims({ name: 42, picture: 'javascript:alert(1)', email: ['x'] })).toEqual({
      id: null,
      name: null,
      picture: null,
    });
    expect(userFromClaims('not claims')).toEqual({ id: null, name: null, picture: null });
  });
});

describe('the person’s id', () => {
  it('is the issuer and subject, so two servers’ subjects never meet', () => {
    expect(userFromClaims({ iss: 'https://a.example', sub: '42' }).id).toBe('https://a.example 42');
    expect(userFromClaims({ iss: 'https://b.example', sub: '42' }).id).not.toBe(
      userFromClaims({ iss: 'https://a.example', sub: '42' }).id,
    );
  });
});
