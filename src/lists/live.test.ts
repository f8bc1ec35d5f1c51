import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveInterval, liveRefreshMs } from './live';

afterEach(() => vi.useRealTimers());

describe('liveInterval', () => {
  it('refreshes every minute while the list says something is live or about to start', () => {
    expect(liveInterval([1], () => true)).toBe(liveRefreshMs);
    expect(liveRefreshMs).toBe(60_000);
    expect(liveInterval([1], () => true, 300_000)).toBe(300_000);
  });

  it('does not refresh by itself otherwise, or before there is anything', () => {
    expect(liveInterval([1], () => false)).toBe(false);
    const liveSoon = vi.fn(() => true);
    expect(liveInterval(undefined, liveSoon)).toBe(false);
    expect(liveSoon).not.toHaveBeenCalled();
  });

  it('asks about the items at the present moment', () => {
    vi.useFakeTimers({ now: 1_234_567 });
    const liveSoon = vi.fn((_items: readonly string[], _now: number) => false);
    liveInterval(['a'], liveSoon);
    expect(liveSoon).toHaveBeenCalledWith(['a'], 1_234_567);
  });
});
