export type ApiErrorKind =
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'rate-limited'
  | 'server'
  | 'http'
  | 'network'
  | 'timeout'
  | 'malformed';

type ApiErrorInit = {
  kind: ApiErrorKind;
  message: string;
  status?: number | null;
  retryAfterMs?: number | null;
};

/** Messages never hold a token. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly retryAfterMs: number | null;

  constructor({ kind, message, status = null, retryAfterMs = null }: ApiErrorInit) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}

/** A 404 or 400 for a page after the first: the server's way of saying the list has ended there. */
export function isMissingPage(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'not-found' || error.kind === 'bad-request');
}

export function kindForStatus(status: number): ApiErrorKind {
  if (status === 400 || status === 422) return 'bad-request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'http';
}

// The longest Retry-After honoured, so a server asking for an hour does not freeze the list.
const maxRetryAfterMs = 5 * 60_000;

export function parseRetryAfter(header: string | null, now: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, maxRetryAfterMs);
  // An HTTP date names its day and month; a bare number that is not delay-seconds is garbage.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, at - now), maxRetryAfterMs);
}
