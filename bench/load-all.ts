import type { Browser } from 'playwright-core';
import { signIn } from '../test/support/sign-in';
import { openTab, urls } from './flows';

export type LoadAll = { doneMs: number; longTasks: number; longestTaskMs: number };

/** big-team's 10,000 events through the list's "Load all": click to done, and the tasks meanwhile. */
export async function loadAll(browser: Browser, cpuRate: number): Promise<LoadAll | null> {
  const tab = await openTab(browser, cpuRate);
  try {
    await signIn(tab.page, 'big-team', '/events');
    await tab.page.goto(urls.app());
    const button = tab.page.getByRole('button', { name: /load all/i });
    if ((await button.count()) === 0) return null;
    const before = await tab.page.evaluate(() => ({
      at: performance.now(),
      tasks: window.__bench.longTasks.length,
    }));
    await button.click();
    await tab.page
      .getByText(/10,000 events/)
      .first()
      .waitFor({ timeout: 120_000 });
    const after = await tab.page.evaluate(() => ({ at: performance.now(), tasks: window.__bench.longTasks }));
    const tasks = after.tasks.slice(before.tasks);
    return {
      doneMs: after.at - before.at,
      longTasks: tasks.length,
      longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
    };
  } finally {
    await tab.context.close();
  }
}
