import type { Locator } from 'playwright-core';
import { longest, probe, type Tab, urls, waitForCards } from './flows';

/** How long after "done" the long tasks are still counted as the load's. */
const settleAfterDoneMs = 1000;

export type LoadAll = { doneMs: number; longTasks: number; longestTaskMs: number };

/** The first page of events in a tab signed in as big-team, and its "Load all N pages" link; null when there is none. */
export async function openForLoadAll(tab: Tab): Promise<Locator | null> {
  await tab.page.goto(urls.app());
  await waitForCards(tab.page);
  const link = tab.page.getByRole('link', { name: /^load all \d/i });
  try {
    await link.waitFor({ timeout: 10_000 });
    return link;
  } catch {
    return null;
  }
}

/**
 * Clicks "Load all N pages": from the click to "Showing 10,000 of 10,000 events", and the long tasks
 * from the click to a second after that.
 */
export async function clickLoadAll(tab: Tab, link: Locator): Promise<LoadAll> {
  const { page } = tab;
  const tasksBefore = (await probe(page)).longTasks.length;
  // Watches in the page, so the end is the moment the DOM says so, not when Playwright next polls.
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  await page.evaluate(() => {
    const state = window.__bench as typeof window.__bench & { loadAllDoneAt?: number };
    new MutationObserver((_, observer) => {
      const text = document.querySelector('.whole-list .list__freshness')?.textContent ?? '';
      const counts = /^Showing ([\d,.\s\u202f]+) of ([\d,.\s\u202f]+) /.exec(text);
      if (counts === null || counts[1] !== counts[2]) return;
      state.loadAllDoneAt = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await link.click();
  await page.waitForFunction(() => 'loadAllDoneAt' in window.__bench, null, { timeout: 120_000 });
  // The cards may follow the count a frame later: tasks that end after "done" are still the load's.
  await page.waitForTimeout(settleAfterDoneMs);
  const state = (await probe(page)) as Awaited<ReturnType<typeof probe>> & { loadAllDoneAt: number };
  const clickAt = state.lastClickAt as number;
  const tasks = state.longTasks.slice(tasksBefore).filter((task) => task.start + task.duration >= clickAt);
  return { doneMs: state.loadAllDoneAt - clickAt, longTasks: tasks.length, longestTaskMs: longest(tasks) };
}

export async function loadAll(tab: Tab): Promise<LoadAll | null> {
  const link = await openForLoadAll(tab);
  return link === null ? null : clickLoadAll(tab, link);
}
