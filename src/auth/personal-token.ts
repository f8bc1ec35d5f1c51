export type TokenProblem = 'empty' | 'spaces' | 'characters' | 'length';

export type PersonalTokenCheck = { ok: true; token: string } | { ok: false; problem: TokenProblem };

// One printable word, as RFC 6750's b64token allows; what it grants is for the API to decide.
export function checkPersonalToken(raw: string): PersonalTokenCheck {
  const token = raw.trim().replace(/^Bearer\s+/iu, '');
  if (token === '') return { ok: false, problem: 'empty' };
  if (/\s/u.test(token)) return { ok: false, problem: 'spaces' };
  if (!/^[A-Za-z0-9\-._~+/]+=*$/u.test(token)) return { ok: false, problem: 'characters' };
  if (token.length < 8 || token.length > 8192) return { ok: false, problem: 'length' };
  return { ok: true, token };
}
