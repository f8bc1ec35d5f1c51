import { describe, expect, it } from 'vitest';
import { checkPersonalToken } from './personal-token';

describe('checkPersonalToken', () => {
  it('accepts a JWT or opaque token, trimmed and without a pasted "Bearer " prefix', () => {
    expect(checkPersonalToken('  eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl \n')).toEqual({
      ok: true,
      token: 'eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl',
    });
    expect(checkPersonalToken('Bearer abcdEFGH1234==')).toEqual({ ok: true, token: 'abcdEFGH1234==' });
  });

  it.each([
    ['empty', '   ', 'empty'],
    ['two words', 'abcd efgh1234', 'spaces'],
    ['a quote', 'abcd"efgh1234', 'characters'],
    ['too short', 'abc', 'length'],
  ])('refuses %s with a reason', (_label, raw, problem) => {
    expect(checkPersonalToken(raw)).toEqual({ ok: false, problem });
  });
});
