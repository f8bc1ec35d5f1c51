import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from './errors';
import { queryRetry, queryRetryDelay } from './retry';

const error = (kind: ApiErrorKind, retryAfterMs: number | null = null) =>
  new ApiError({ kind, message: kind, retryAfterMs });

describe('queryRetry', () => {
  it('retries 5xx, network and timeout failures three times', () => {
    for (const kind of ['server', 'network', 'timeout'] as const) {
      expect(queryRetry(0, error(kind))).toBe(true);
      expect(queryRetry(2, error(kind))).toBe(true);
      expect(queryRetry(3, error(kind))).toBe(false);
    }
  });

  it('gives a 429 a few more rounds, then stops', () => {
    expect(queryRetry(4, error('rate-limited'))).toBe(true);
    expect(queryRetry(5, error('rate-limited'))).toBe(false);
  });

  it('never retries what another try cannot fix', () => {
    for (const kind of [
      'bad-request',
      'unauthorized',
      'forbidden',
      'not-found',
      'malformed',
      'http',
    ] as const) {
      expect(queryRetry(0, error(kind))).toBe(false);
    }
    expect(queryRetry(0, new TypeError('a bug'))).toBe(false);
  });
});

describe('queryRetryDelay', () => {
  it('waits what Retry-After asked for, but never less than a second', () => {
    expect(queryRetryDelay(0, error('rate-limited', 2000))).toBe(2000);
    expect(queryRetryDelay(0, error('rate-limited', 300))).toBe(1000);
  });

  it('backs off a 429 without a usable Retry-After exponentially, with jitter, up to a minute', () => {
    for (const asked of [null, 0]) {
      expect(queryRetryDelay(0, error('rate-limited', asked), () => 0)).toBe(1000);
      expect(queryRetryDelay(3, error('rate-limited', asked), () => 0)).toBe(4000);
      expect(queryRetryDelay(3, error('rate-limited', asked), () => 1)).toBe(8000);
      expect(queryRetryDelay(20, error('rate-limited', asked), () => 1)).toBe(60_000);
    }
  });

  it('backs off other failures exponentially with jitter, capped lower', () => {
    expect(queryRetryDelay(0, error('server'), () => 0)).toBe(500);
    expect(queryRetryDelay(0, error('server'), () => 1)).toBe(1000);
    expect(queryRetryDelay(2, error('server'), () => 1)).toBe(4000);
    expect(queryRetryDelay(10, error('server'), () => 1)).toBe(8000);
  });
});
