import { ApiError } from './errors';

/** Attempts after the first for 5xx, network and timeout failures. */
const maxRetries = 3;
/** Rounds after the first for a 429: then the person is offered Retry instead of a loop. */
const maxRateLimitRetries = 5;
/** A 429 is never retried sooner than this, whatever `Retry-After` says. */
export const minRateLimitWaitMs = 1_000;
const maxRateLimitBackoffMs = 60_000;
const maxServerBackoffMs = 8_000;

/** Failures another try may cure: 5xx, network, timeout, 429. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return ['server', 'network', 'timeout', 'rate-limited'].includes(error.kind);
}

export function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'rate-limited';
}

/** React Query's `retry`: bounded retries for transient failures; never for 4xx, auth or bad bodies. */
export function queryRetry(failureCount: number, error: unknown): boolean {
  if (!isTransient(error)) return false;
  return failureCount < (isRateLimited(error) ? maxRateLimitRetries : maxRetries);
}

function backoff(attempt: number, cap: number, random: () => number): number {
  const base = Math.min(1000 * 2 ** attempt, cap);
  return Math.round(base / 2 + (random() * base) / 2);
}

/**
 * React Query's `retryDelay`. A 429 waits what `Retry-After` asked, at least a second; without a usable
 * `Retry-After` (absent or 0) it backs off exponentially with jitter up to a minute. Other failures back
 * off faster. React Query holds retries while the tab is hidden or offline.
 */
export function queryRetryDelay(attempt: number, error: unknown, random: () => number = Math.random): number {
  if (isRateLimited(error)) {
    const asked = error.retryAfterMs ?? 0;
    return Math.max(minRateLimitWaitMs, asked > 0 ? asked : backoff(attempt, maxRateLimitBackoffMs, random));
  }
  return backoff(attempt, maxServerBackoffMs, random);
}
