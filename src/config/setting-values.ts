import * as v from 'valibot';

export const TIMEOUT_RANGE = { min: 1_000, max: 300_000 } as const;

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/u.test(hostname);
}

export function parseHttpUrl(raw: string): URL | undefined {
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    if (parsed.search || parsed.hash || parsed.username || parsed.password) return undefined;
    return parsed;
  } catch {
    return undefined;
  }
}

const LOOPBACK_ONLY = 'plain http is allowed only for localhost / 127.0.0.1';

export const httpUrl = v.pipe(
  v.string(),
  v.check((raw) => parseHttpUrl(raw) !== undefined, ''),
  v.check((raw) => {
    const url = parseHttpUrl(raw);
    return url?.protocol === 'https:' || isLoopbackHost(url?.hostname ?? '');
  }, `; ${LOOPBACK_ONLY}`),
);
// Issuers and endpoints stay exactly as written (a server may answer `/token` and `/token/` differently);
// a base URL only has paths appended, so its trailing `/` goes.
export const baseUrl = v.pipe(
  httpUrl,
  v.transform((raw) => (parseHttpUrl(raw)?.href ?? raw).replace(/\/$/u, '')),
);

export const timeoutMs = v.pipe(
  v.string(),
  v.regex(/^\d+$/u, ''),
  v.transform(Number),
  v.check((ms) => ms >= TIMEOUT_RANGE.min && ms <= TIMEOUT_RANGE.max, ''),
);
export const scopeList = v.pipe(
  v.string(),
  v.transform((raw) => raw.split(/\s+/u).filter(Boolean)),
  v.check((scopes) => scopes.every((scope) => /^[\x21\x23-\x5b\x5d-\x7e]+$/u.test(scope)), ''),
  v.transform((scopes) => [...new Set(scopes)].join(' ')),
);
export const resourceIndicator = v.pipe(
  v.string(),
  v.check((raw) => {
    try {
      return !raw.includes('#') && new URL(raw).href !== '';
    } catch {
      return false;
    }
  }, ''),
);
export const audience = v.pipe(v.string(), v.regex(/^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/u, ''));
export const discoveryKind = v.pipe(v.string(), v.regex(/^(?:oidc|oauth2)$/u, ''));
export const onOff = v.pipe(
  v.string(),
  v.regex(/^(?:on|off)$/iu, ''),
  v.transform((raw) => raw.toLowerCase() === 'on'),
);
