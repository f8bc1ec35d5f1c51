import type { Browser, Page } from 'playwright-core';
import { urls } from './first-load';
import { type Credentials, freshTab, longest, probe, waitFor } from './tabs';

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

/** The pages kept in IndexedDB (the owner's record aside). */
const keptPages = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('teamboard-cache');
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('queries')) return resolve(0);
          const count = open.result.transaction('queries').objectStore('queries').count();
          count.onsuccess = () => resolve(count.result - 1);
        };
        open.onerror = () => resolve(0);
      }),
  );

/** An hour passes for what was kept, so the next visit shows it stale and reads the list again. */
const ageKept = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('teamboard-cache');
        open.onsuccess = () => {
          const cursor = open.result.transaction('queries', 'readwrite').objectStore('queries').openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return resolve();
            const value = at.value as { updatedAt?: number };
            if (typeof value.updatedAt === 'number')
              at.update({ ...value, updatedAt: value.updatedAt - 3_600_000 });
            at.continue();
          };
        };
      }),
  );

/** Until no list request has been out for `quietMs`. */
async function untilQuiet(page: Page, quietMs: number, timeoutMs: number): Promise<void> {
  let out = 0;
  let lastAt = Date.now();
  const started = (request: { url(): string }) => {
    if (!listRequest(request.url())) return;
    out++;
    lastAt = Date.now();
  };
  const ended = (request: { url(): string }) => {
    if (!listRequest(request.url())) return;
    out--;
    lastAt = Date.now();
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
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
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
    await page.waitForFunction(
      async (expected) => {
        const open = indexedDB.open('teamboard-cache');
        const db = await new Promise<IDBDatabase>((resolve) => {
          open.onsuccess = () => resolve(open.result);
        });
        if (!db.objectStoreNames.contains('queries')) return false;
        const count = db.transaction('queries').objectStore('queries').count();
        return new Promise<boolean>((resolve) => {
          count.onsuccess = () => resolve(count.result - 1 >= expected);
        });
      },
      pages,
      { timeout: 300_000, polling: 1_000 },
    );
    const returns: HomeReturn[] = [];
    for (let run = 0; run < times; run++) {
      await ageKept(page);
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
    if ((await keptPages(page)) < pages) throw new Error('the home did not keep every page it read');
    return returns;
  } finally {
    await tab.context.close();
  }
}
