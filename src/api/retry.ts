import { ApiError } from './errors';

/** Attempts after the first, for errors that may pass (5xx, network, timeout, 429). */
const maxRetries = 3;

/** Failures another try may cure: 5xx, network, timeout, 429. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return ['server', 'network', 'timeout', 'rate-limited'].includes(error.kind);
}

/** React Query's `retry`: bounded retries for transient failures; never for 4xx, auth or bad bodies. */
export function queryRetry(failureCount: number, error: unknown): boolean {
  return failureCount < maxRetries && isTransient(error);
}

/** React Query's `retryDelay`: what `Retry-After` asked for, else exponential backoff with jitter. */
export function queryRetryDelay(attempt: number, error: unknown, random: () => number = Math.random): number {
  if (error instanceof ApiError && error.retryAfterMs !== null) return error.retryAfterMs;
  const base = Math.min(1000 * 2 ** attempt, 8000);
  return Math.round(base / 2 + (random() * base) / 2);
}
