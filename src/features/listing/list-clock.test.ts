import { describe, expect, it } from 'vitest';
import { nextTickDelay } from './list-clock';

describe('nextTickDelay', () => {
  const now = Date.UTC(2026, 10, 23, 9, 0, 20);

  it('waits for the next minute when nothing changes sooner', () => {
    expect(nextTickDelay(now, null)).toBe(40_000);
    expect(nextTickDelay(now, now + 3_600_000)).toBe(40_000);
  });

  it('wakes at the next status change when it comes first', () => {
    expect(nextTickDelay(now, now + 1_500)).toBe(1_500);
    expect(nextTickDelay(now, now - 10)).toBe(0);
  });
});
