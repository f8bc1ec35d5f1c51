import type { Browser, Page } from 'playwright-core';
import { ageKept, keptPages } from '../test/support/kept';
import { urls } from './first-load';
import { heapSampler } from './load-all';
import { type Credentials, freshTab, heapBytes, longest, probe, waitFor } from './tabs';

// Returning to the home of a big team: what the device keeps, how long putting it back takes, and how
// the page behaves while it restores and then reads the whole list again in the background.

export type HomeReturn = {
  /** Reload to the first section painted. */
  sectionMs: number;
  /** The longest task from the reload until the background read is over. */
  longestTaskMs: number;
  /** The app's own measure of putting the kept pages back. */
  restoreMs: number;
  /** IndexedDB's share of the origin's storage, as the browser reports it. */
  keptBytes: number;
};

const listRequest = (url: string) => url.includes('/community/team/events');

/** Until no list request has been out for `quietMs`; returns when the last one ended (`Date.now()`). */
async function untilQuiet(page: Page, quietMs: number, timeoutMs: number): Promise<number> {
  let out = 0;
  let lastAt = Date.now();
  let lastEnd = lastAt;
  const started = (request: { url(): string }) => {
    if (!listRequest(request.url())) return;
    out++;
    lastAt = Date.now();
  };
  const ended = (request: { url(): string }) => {
    if (!listRequest(request.url())) return;
    out--;
    lastAt = Date.now();
    lastEnd = lastAt;
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (out > 0 || Date.now() - lastAt < quietMs) {
      if (Date.now() > deadline) throw new Error('the background read did not end');
      await page.waitForTimeout(250);
    }
    return lastEnd;
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

export type HomeRead = {
  /** Navigation to the last page of the whole list read. */
  readMs: number;
  /** The longest task from the first section painted until the read is over. */
  longestTaskMs: number;
  /** The largest JS heap seen while reading (sampled, no GC forced). */
  peakHeapBytes: number;
  /** The heap after GC once the list is read. */
  heapAfterBytes: number;
};

/** The home of `credentials`' team opened cold, `times` times, each in a fresh context, until it is read whole. */
export async function homeReads(
  browser: Browser,
  credentials: Credentials,
  times: number,
): Promise<HomeRead[]> {
  const reads: HomeRead[] = [];
  for (let run = 0; run < times; run++) {
    const tab = await freshTab(browser, 1, credentials);
    try {
      const heap = heapSampler(tab.cdp);
      const startedAt = Date.now();
      await tab.page.goto(urls.home());
      await waitFor(tab.page, 'sectionPaintAt', 120_000);
      const endedAt = await untilQuiet(tab.page, 2_000, 300_000);
      const peakHeapBytes = await heap.stop();
      const state = await probe(tab.page);
      const readMs = endedAt - startedAt;
      reads.push({
        readMs,
        longestTaskMs: longest(
          state.longTasks.filter((task) => task.start >= (state.sectionPaintAt as number)),
        ),
        peakHeapBytes,
        heapAfterBytes: await heapBytes(tab.cdp),
      });
    } finally {
      await tab.context.close();
    }
  }
  return reads;
}

/**
 * Reads the home of `credentials`' team whole once (every page kept), then returns to it `times` times,
 * each time an hour later as far as the kept data knows.
 */
export async function homeReturns(
  browser: Browser,
  credentials: Credentials,
  pages: number,
  times: number,
): Promise<HomeReturn[]> {
  const tab = await freshTab(browser, 1, credentials);
  const { page } = tab;
  try {
    await page.goto(urls.home());
    await waitFor(page, 'sectionPaintAt', 120_000);
    const deadline = Date.now() + 300_000;
    while ((await keptPages(page)) < pages) {
      if (Date.now() > deadline) throw new Error('the home did not keep every page it read');
      await page.waitForTimeout(1_000);
    }
    const returns: HomeReturn[] = [];
    for (let run = 0; run < times; run++) {
      await ageKept(page, 3_600_000);
      await page.reload();
      await waitFor(page, 'sectionPaintAt', 120_000);
      await untilQuiet(page, 2_000, 300_000);
      const state = await probe(page);
      const { restoreMs, keptBytes } = await page.evaluate(async () => ({
        restoreMs: performance.getEntriesByName('teamboard:restore')[0]?.duration ?? Number.NaN,
        keptBytes:
          ((await navigator.storage.estimate()) as { usageDetails?: { indexedDB?: number } }).usageDetails
            ?.indexedDB ?? Number.NaN,
      }));
      returns.push({
        sectionMs: state.sectionPaintAt as number,
        longestTaskMs: longest(state.longTasks),
        restoreMs,
        keptBytes,
      });
    }
    return returns;
  } finally {
    await tab.context.close();
  }
}
