import { useEffect, useState } from 'react';

/** Cards a section shows before its "Show more". */
export const sectionStep = 24;
/** Cards the home draws in its first frame: a screenful on the tallest usual screens. */
export const firstCards = 24;
/** Cards it draws in each frame after, until every section is drawn: a layout of each frame's cards stays short. */
export const cardsPerFrame = 12;

/**
 * How many cards each section draws within `budget`, counted from the top; null for a section below the
 * cut, which is not drawn at all, so nothing already on screen moves as the rest arrives.
 */
export function stagedCounts(shown: readonly number[], budget: number): (number | null)[] {
  let left = budget;
  return shown.map((count) => {
    if (left <= 0) return null;
    const drawn = Math.min(count, left);
    left -= drawn;
    return drawn;
  });
}

/**
 * How many of the home's cards may be drawn now. A whole page of cards is one long layout, so the first
 * frame draws a screenful and each later frame a few more, until a complete list is drawn whole;
 * after that nothing is held back. `whole` draws everything at once (a position is about to be restored).
 */
export function useStagedBudget(total: number, complete: boolean, whole: boolean): number {
  const [budget, setBudget] = useState(whole ? Number.POSITIVE_INFINITY : firstCards);
  const done = budget === Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (done || total === 0) return;
    if (budget >= total && complete) {
      setBudget(Number.POSITIVE_INFINITY);
      return;
    }
    if (budget >= total) return;
    // After the frame that shows the last step is painted, not in it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setBudget((drawn) => drawn + cardsPerFrame));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [done, budget, total, complete]);
  return budget;
}
