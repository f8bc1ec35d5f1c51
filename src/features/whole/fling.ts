import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '../../lib/idle';

// A virtual list flung faster than anyone reads draws its new items light, and whole once it calms.

/** Where the list was at a moment, and whether it was then moving faster than anyone reads. */
type Motion = { offset: number; at: number; fast: boolean };

/**
 * Screens a second past which cards go by unread, and whole ones cost more than a frame holds: new ones
 * are drawn light. A keyboard's Page Down peaks under it.
 */
const fastScreensPerSecond = 10;
/** Back under this, new cards are whole again; the gap keeps a speed near the edge from flickering. */
const calmScreensPerSecond = 5;
/**
 * One move of this many screens is a jump (End, a click on the scrollbar's track), fast whatever the
 * time it took. Time alone cannot tell: the compositor scrolls on while the page's thread is busy, so a
 * wheel's steps can arrive as one move after a long gap.
 */
const jumpScreens = 0.5;

/**
 * The list's motion after a scroll to `offset` at `at` (ms), given the last. A notice that moved nothing
 * (a card measured) keeps the last motion.
 */
export function nextMotion(
  last: Motion | null,
  offset: number,
  at: number,
  scrolling: boolean,
  screen: number,
): Motion {
  if (!scrolling || last === null) return { offset, at, fast: false };
  if (offset === last.offset || at <= last.at) return last;
  const screens = Math.abs(offset - last.offset) / Math.max(1, screen);
  const screensPerSecond = screens / ((at - last.at) / 1000);
  const fast =
    screens >= jumpScreens || screensPerSecond > (last.fast ? calmScreensPerSecond : fastScreensPerSecond);
  return { offset, at, fast };
}

/** What a virtualiser tells its `onChange` of. */
type Scrolled = { scrollOffset: number | null; isScrolling: boolean };

/**
 * Follows a window-scrolled virtual list: give `onChange` to its virtualiser, and ask `calm()` as it
 * renders (the motion is read by the scroll's notice, before the render it asks for).
 */
export function useMotion(): { onChange: (instance: Scrolled) => void; calm: () => boolean } {
  const motion = useRef<Motion | null>(null);
  return {
    onChange: (instance) => {
      motion.current = nextMotion(
        motion.current,
        instance.scrollOffset ?? 0,
        performance.now(),
        instance.isScrolling,
        window.innerHeight,
      );
    },
    calm: () => motion.current?.fast !== true,
  };
}

/** Whole from the start while the list is calm; else light, and whole in an idle moment once it is calm. */
export function useWholeWhenCalm(calm: boolean): boolean {
  const [whole, setWhole] = useState(calm);
  useEffect(() => {
    if (whole || !calm) return;
    // One item a time, each in its own idle moment: a screenful at once would be one long task.
    return whenIdle(() => flushSync(() => setWhole(true)));
  }, [whole, calm]);
  return whole;
}
