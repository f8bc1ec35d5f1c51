import { APP_ORIGIN } from '../test/support/origins';
import { countLine } from './load-all';
import { longest, probe, type Tab, tasksBetween } from './tabs';

// A whole list scrolled from top to bottom at a steady speed, as a person dragging the scrollbar would.

/** Items passing per second: 10,000 events go by in 30 s, grid or table. */
export const itemsPerSecond = 10_000 / 30;
/** One frame at 60 Hz. */
const frameMs = 1000 / 60;

export type Layout = 'grid' | 'table';

export type Scroll = {
  durationMs: number;
  frames: number;
  /** Frames the display could have shown but the page did not produce, as a share of all it could. */
  droppedShare: number;
  /** The longest gap between two frames. */
  longestFrameMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** The scroll reached the bottom of the list. */
  reachedEnd: boolean;
};

/** Frames missed between consecutive animation frames, counting a gap of n frame times as n - 1. */
export function droppedFrames(intervals: readonly number[]): number {
  return intervals.reduce((sum, interval) => sum + Math.max(0, Math.round(interval / frameMs) - 1), 0);
}

/** The whole list of `items` events, read and shown, at the top of the page. */
export async function openWhole(tab: Tab, layout: Layout, items: number): Promise<void> {
  await tab.page.goto(`${APP_ORIGIN}/events?all=1&view=${layout}`);
  await tab.page.evaluate((expected) => window.__benchWatchWhole(expected), countLine(items));
  await tab.page.waitForFunction(() => window.__bench.wholePaintAt != null, null, { timeout: 300_000 });
  // The reading's last renders and the covers of the first screen settle before the scroll starts.
  await tab.page.waitForTimeout(1000);
}

/** Scrolls from the top to the bottom (or for `maxMs`) at `itemsPerSecond`. */
export async function scrollThrough(
  tab: Tab,
  items: number,
  maxMs = Number.POSITIVE_INFINITY,
): Promise<Scroll> {
  const bottom = await tab.page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const pxPerMs = bottom / ((items / itemsPerSecond) * 1000);
  const run = await tab.page.evaluate(([speed, limit]) => window.__benchScroll(speed, limit), [
    pxPerMs,
    Number.isFinite(maxMs) ? maxMs : 1e9,
  ] as const);
  const state = await probe(tab.page);
  const tasks = tasksBetween(state.longTasks, run.startedAt, run.endedAt);
  const dropped = droppedFrames(run.intervals);
  return {
    durationMs: run.endedAt - run.startedAt,
    frames: run.intervals.length,
    droppedShare: dropped / Math.max(1, run.intervals.length + dropped),
    longestFrameMs: Math.max(0, ...run.intervals),
    longTasks: tasks.length,
    longestTaskMs: longest(tasks),
    reachedEnd: run.distance >= run.bottom - 1,
  };
}
