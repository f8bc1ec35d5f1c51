import { useEffect, useState } from 'react';

const minute = 60_000;
// setTimeout overflows past 2^31-1 ms and would fire at once.
const longestTimeout = 2 ** 31 - 1;

export function nextTickDelay(now: number, nextChangeAt: number | null): number {
  const untilMinute = minute - (now % minute);
  const untilChange = nextChangeAt === null ? Number.POSITIVE_INFINITY : Math.max(0, nextChangeAt - now);
  return Math.min(untilMinute, untilChange, longestTimeout);
}

export function useClock(nextChangeAt: (now: number) => number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const changeAt = nextChangeAt(now);

  useEffect(() => {
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
  }, [now, changeAt]);

  return now;
}
