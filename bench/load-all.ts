import type { CDPSession, Locator } from 'playwright-core';
import { urls } from './first-load';
import { heapBytes, longest, probe, type Tab, tasksBetween, waitFor } from './tabs';

/** How long after the cards are painted the long tasks are still counted as the load's. */
const settleAfterDoneMs = 1000;
const heapEveryMs = 100;

export type LoadAll = {
  /** The click on "Load all" to the frame painted with the whole list's count and its cards. */
  doneMs: number;
  longTasks: number;
  longestTaskMs: number;
  /** The largest JS heap seen while reading (sampled, no GC forced). */
  peakHeapBytes: number;
  /** The heap after GC once the list is shown: what it costs to keep. */
  heapAfterBytes: number;
};

const integer = new Intl.NumberFormat('en-US');

/** The whole list's count line once every item is in: "10,000 events". */
export const countLine = (items: number) => `${integer.format(items)} events`;

/** The first page of events, and its "Load all …" link once it has counted. */
export async function openForLoadAll(tab: Tab): Promise<Locator> {
  await tab.page.goto(urls.app());
  await waitFor(tab.page, 'cardsPaintAt');
  const link = tab.page.getByRole('link', { name: /^load all \d/i });
  await link.waitFor({ timeout: 30_000 });
  return link;
}

/** Samples the JS heap until `stop()`; returns the largest seen. */
export function heapSampler(cdp: CDPSession): { stop(): Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      peak = Math.max(peak, usedSize);
      await new Promise((resolve) => setTimeout(resolve, heapEveryMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return peak;
    },
  };
}

/** Clicks "Load all": to the whole list's cards painted with its complete count. */
export async function clickLoadAll(tab: Tab, link: Locator, items: number): Promise<LoadAll> {
  const { page } = tab;
  await page.evaluate((expected) => window.__benchWatchWhole(expected), countLine(items));
  const heap = heapSampler(tab.cdp);
  await link.click();
  await page.waitForFunction(() => window.__bench.wholePaintAt != null, null, { timeout: 300_000 });
  await page.waitForTimeout(settleAfterDoneMs);
  const peakHeapBytes = await heap.stop();
  const state = await probe(page);
  const clickAt = state.lastClickAt as number;
  const paintAt = state.wholePaintAt as number;
  const tasks = tasksBetween(state.longTasks, clickAt, paintAt + settleAfterDoneMs);
  return {
    doneMs: paintAt - clickAt,
    longTasks: tasks.length,
    longestTaskMs: longest(tasks),
    peakHeapBytes,
    heapAfterBytes: await heapBytes(tab.cdp),
  };
}

export async function loadAll(tab: Tab, items: number): Promise<LoadAll> {
  return clickLoadAll(tab, await openForLoadAll(tab), items);
}
