export type PersonalTokenCheck = { ok: true; token: string } | { ok: false; problem: string };

/**
 * Checks a pasted personal token before it is used as a Bearer credential: one printable word, as
 * RFC 6750's b64token allows. What it grants is for the API to decide on the first request.
 */
export function checkPersonalToken(raw: string): PersonalTokenCheck {
  const token = raw.trim().replace(/^Bearer\s+/iu, '');
  if (token === '') return { ok: false, problem: 'Paste a token first.' };
  if (/\s/u.test(token)) return { ok: false, problem: 'A token is one word, without spaces or line breaks.' };
  if (!/^[A-Za-z0-9\-._~+/]+=*$/u.test(token))
    return { ok: false, problem: 'This does not look like a token: it has characters a token cannot have.' };
  if (token.length < 8 || token.length > 8192)
    return { ok: false, problem: 'A token is between 8 and 8,192 characters long.' };
  return { ok: true, token };
}
