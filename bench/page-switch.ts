import type { Page } from 'playwright-core';
import { type FirstPage, type Target, urls } from './first-load';
import { objectBytes, takeSnapshot } from './heap';
import { heapBytes, longest, type ProbeState, probe, type Tab, tasksBetween, waitFor } from './tabs';

// Page switches, judged from the click to the frame painted with the new cards, as first loads are.

/** Tasks this long after the new cards are painted still count as the switch's. */
const settleMs = 300;

export type Switch = {
  /** The click's timestamp to the frame painted with the new page's 24 cards (the bench's mark). */
  clickToPaintMs: number;
  /** The click to the last new card title on screen, as the browser reports it (Element Timing). */
  clickToTitlesMs: number;
  /** The click to the DOM holding the new cards, before style, layout and paint. */
  clickToDomMs: number;
  longTasks: number;
  longestTaskMs: number;
};

export async function clickAndMeasure(page: Page, label: 'Next page' | 'Previous page'): Promise<Switch> {
  await page.getByRole('link', { name: label, exact: true }).click();
  await page.waitForFunction(() => window.__bench.switch?.paintAt != null, null, { timeout: 60_000 });
  await page.waitForTimeout(settleMs);
  const state = await probe(page);
  const done = state.switch as NonNullable<ProbeState['switch']>;
  const paintAt = done.paintAt as number;
  const tasks = tasksBetween(state.longTasks, done.clickAt, paintAt + settleMs);
  const titles = done.titlesShown.filter((at) => at <= paintAt + settleMs);
  return {
    clickToPaintMs: paintAt - done.clickAt,
    clickToTitlesMs: titles.length > 0 ? Math.max(...titles) - done.clickAt : Number.NaN,
    clickToDomMs: (done.domAt as number) - done.clickAt,
    longTasks: tasks.length,
    longestTaskMs: longest(tasks),
  };
}

/**
 * Page 3 opened directly, so only page 3 and (by prefetch) page 4 are at hand. Once the network is
 * quiet, "Next" goes to the prefetched page 4 and "Previous" to page 2, which was never loaded: the
 * same DOM work, with and without the data at hand.
 */
/** What switches pages: the app, the hand-written floor and the React Query floor. */
export type Switcher = Target | Extract<FirstPage, 'floor-rq'>;

export async function openPage3(tab: Tab, target: Switcher): Promise<void> {
  await tab.page.goto(urls[target](3));
  await waitFor(tab.page, 'cardsPaintAt');
  await tab.page.waitForLoadState('networkidle');
}

export async function pageSwitch(tab: Tab, target: Switcher, prefetched: boolean): Promise<Switch> {
  await openPage3(tab, target);
  return clickAndMeasure(tab.page, prefetched ? 'Next page' : 'Previous page');
}

export type Paging = {
  /** Heap on the first page and every `heapEveryPages` pages after it. */
  heapSeries: number[];
  /** JS objects alone (heap snapshot, no compiled code), at the same moments: what a leak would grow. */
  objectSeries: number[];
  heapEveryPages: number;
  switches: Switch[];
  longTasks: number;
  longestTaskMs: number;
};

const heapEvery = 5;
const readingMs = 500;
/**
 * Pages turned before the first heap sample: the first switches allocate once what every later one
 * reuses (React's second fiber tree, the kept pages, formatters), a step, not a trend.
 */
export const warmUpPages = 5;

/**
 * From page 1, `warmUpPages` pages on, then "Next" `pages` times, waiting for each switch; heap after a
 * forced GC (and a heap snapshot's JS objects) before the first measured page and every `heapEvery`
 * pages after it. Long tasks are counted per switch, so the snapshots' own pauses are left out.
 */
export async function paging(tab: Tab, target: Target, pages: number): Promise<Paging> {
  await tab.page.goto(urls[target]());
  await waitFor(tab.page, 'cardsPaintAt');
  await tab.page.waitForLoadState('networkidle');
  for (let step = 1; step <= warmUpPages; step++) await clickAndMeasure(tab.page, 'Next page');
  const heapSeries: number[] = [];
  const objectSeries: number[] = [];
  const sample = async () => {
    heapSeries.push(await heapBytes(tab.cdp));
    objectSeries.push(objectBytes(await takeSnapshot(tab.cdp)));
  };
  await sample();
  const switches: Switch[] = [];
  for (let step = 1; step <= pages; step++) {
    // A person reads a page before the next: time for its prefetch, as they give it.
    await tab.page.waitForTimeout(readingMs);
    switches.push(await clickAndMeasure(tab.page, 'Next page'));
    if (step % heapEvery === 0) await sample();
  }
  return {
    heapSeries,
    objectSeries,
    heapEveryPages: heapEvery,
    switches,
    longTasks: switches.reduce((sum, s) => sum + s.longTasks, 0),
    longestTaskMs: Math.max(0, ...switches.map((s) => s.longestTaskMs)),
  };
}
