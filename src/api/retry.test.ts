import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from './errors';
import { queryRetry, queryRetryDelay } from './retry';

const error = (kind: ApiErrorKind, retryAfterMs: number | null = null) =>
  new ApiError({ kind, message: kind, retryAfterMs });

describe('queryRetry', () => {
  it('retries transient failures a bounded number of times', () => {
    for (const kind of ['server', 'network', 'timeout', 'rate-limited'] as const) {
      expect(queryRetry(0, error(kind))).toBe(true);
      expect(queryRetry(2, error(kind))).toBe(true);
      expect(queryRetry(3, error(kind))).toBe(false);
    }
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
  it('waits what Retry-After asked for', () => {
    expect(queryRetryDelay(0, error('rate-limited', 2000))).toBe(2000);
  });
  it('backs off exponentially with jitter, capped', () => {
    expect(queryRetryDelay(0, error('server'), () => 0)).toBe(500);
    expect(queryRetryDelay(0, error('server'), () => 1)).toBe(1000);
    expect(queryRetryDelay(2, error('server'), () => 1)).toBe(4000);
    expect(queryRetryDelay(10, error('server'), () => 1)).toBe(8000);
  });
});
