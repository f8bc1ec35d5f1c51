import { ApiError } from './errors';

const maxRetries = 3;
const maxRateLimitRetries = 5;
export const minRateLimitWaitMs = 1_000;
const maxRateLimitBackoffMs = 60_000;
const maxServerBackoffMs = 8_000;

export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return ['server', 'network', 'timeout', 'rate-limited'].includes(error.kind);
}

export function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'rate-limited';
}

export function queryRetry(failureCount: number, error: unknown): boolean {
  if (!isTransient(error)) return false;
  return failureCount < (isRateLimited(error) ? maxRateLimitRetries : maxRetries);
}

function backoff(attempt: number, cap: number, random: () => number): number {
  const base = Math.min(1000 * 2 ** attempt, cap);
  return Math.round(base / 2 + (random() * base) / 2);
}

export function queryRetryDelay(attempt: number, error: unknown, random: () => number = Math.random): number {
  if (isRateLimited(error)) {
    const asked = error.retryAfterMs ?? 0;
    return Math.max(minRateLimitWaitMs, asked > 0 ? asked : backoff(attempt, maxRateLimitBackoffMs, random));
  }
  return backoff(attempt, maxServerBackoffMs, random);
}
