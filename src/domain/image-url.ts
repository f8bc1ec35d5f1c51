// The one rule for any URL that reaches an `src` (covers, avatars, the person's picture): absolute
// http(s) only, so no `javascript:`, `data:` or relative URL gets through.

// An http(s) URL already written as the URL parser would give it back: lower-case scheme and host (a
// name, or an IPv4 address in its usual form), a port with no leading zero, and a path and query of
// characters the parser keeps as they are, with no dot segment to resolve. Almost every cover a host
// sends looks like this, and the parser is the dearest step of reading a long list.
const octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const host = `(?:(?:${octet}\\.){3}${octet}|(?:[a-z0-9-]+\\.)*[a-z][a-z0-9-]*)`;
const canonical = new RegExp(`^https?://${host}(?::([1-9]\\d{0,4}))?/[\\w\\-.~/%!$&()*+,;=:@?]*$`);
const unsure = /\/\.|%2e|xn--/i;

function isCanonical(raw: string): boolean {
  const match = canonical.exec(raw);
  if (!match || unsure.test(raw)) return false;
  const port = match[1] === undefined ? null : Number(match[1]);
  // The parser drops a scheme's default port and refuses one past 65535.
  return port === null || (port !== 80 && port !== 443 && port <= 65_535);
}

/** An absolute http(s) URL as the URL parser writes it, or null for anything else. */
export function safeImageUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  if (isCanonical(raw)) return raw;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
