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
    ['empty', '   ', /Paste a token/],
    ['two words', 'abcd efgh1234', /one word/],
    ['a quote', 'abcd"efgh1234', /characters a token cannot have/],
    ['too short', 'abc', /between 8 and/],
  ])('refuses %s with a reason', (_label, raw, problem) => {
    const result = checkPersonalToken(raw);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.problem).toMatch(problem);
  });
});
