import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlow } from './list-states';

describe('useSlow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns on after the wait, and off in the very render the request ends', () => {
    const { result, rerender } = renderHook(({ pending }) => useSlow(pending, 3_000), {
      initialProps: { pending: true },
    });
    act(() => vi.advanceTimersByTime(2_999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    const seen: boolean[] = [];
    const { result: ended, rerender: rerenderEnded } = renderHook(
      ({ pending }) => {
        const slow = useSlow(pending, 0);
        seen.push(slow);
        return slow;
      },
      { initialProps: { pending: true } },
    );
    act(() => vi.advanceTimersByTime(0));
    expect(ended.current).toBe(true);
    seen.length = 0;
    rerenderEnded({ pending: false });
    // No render with the request over still says slow.
    expect(seen.every((slow) => slow === false)).toBe(true);
    rerender({ pending: false });
    expect(result.current).toBe(false);
  });
});
