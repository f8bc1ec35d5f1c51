import { describe, expect, it } from 'vitest';
import { ApiError, isMissingPage, kindForStatus, parseRetryAfter } from './errors';

describe('kindForStatus', () => {
  it('names each status family', () => {
    expect([400, 401, 403, 404, 410, 418, 429, 500, 502, 503].map(kindForStatus)).toEqual([
      'bad-request',
      'unauthorized',
      'forbidden',
      'not-found',
      'not-found',
      'http',
      'rate-limited',
      'server',
      'server',
      'server',
    ]);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });
  it('reads an HTTP date, never negative', () => {
    expect(parseRetryAfter('Mon, 23 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });
  it('caps a very long wait and ignores garbage', () => {
    expect(parseRetryAfter('86400', now)).toBe(300_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe('isMissingPage', () => {
  it('reads a 404 or a 400 as the end of the list, and nothing else', () => {
    const error = (status: number) =>
      new ApiError({ kind: kindForStatus(status), message: String(status), status });
    expect([404, 400, 403, 429, 500].map((status) => isMissingPage(error(status)))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(isMissingPage(new Error('404'))).toBe(false);
  });
});
