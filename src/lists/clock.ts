import { useCallback, useEffect, useState } from 'react';

const minute = 60_000;
// setTimeout overflows past 2^31-1 ms and would fire at once.
const longestTimeout = 2 ** 31 - 1;

export function nextTickDelay(now: number, nextChangeAt: number | null): number {
  const untilMinute = minute - (now % minute);
  const untilChange = nextChangeAt === null ? Number.POSITIVE_INFINITY : Math.max(0, nextChangeAt - now);
  return Math.min(untilMinute, untilChange, longestTimeout);
}

/** `nextChangeAt` is asked after the render is painted, again when it or the clock changes: keep it stable. */
export function useClock(nextChangeAt: (now: number) => number | null): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const changeAt = nextChangeAt(now);
    // A few ms late so the change has really happened when we look again.
    const timer = window.setTimeout(() => setNow(Date.now()), nextTickDelay(now, changeAt) + 5);
    const onVisible = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [now, nextChangeAt]);

  return now;
}

/**
 * The clock of a list's page: the next change of its items is worked out once per list and tick, after
 * the render, not in every render, since a whole list's items can be 50,000 and a page renders many times
 * between ticks.
 */
export function useListClock<T>(
  items: readonly T[] | undefined,
  nextChangeAt: (items: readonly T[], now: number) => number | null,
): number {
  const ask = useCallback(
    (at: number) => (items === undefined ? null : nextChangeAt(items, at)),
    [items, nextChangeAt],
  );
  return useClock(ask);
}
