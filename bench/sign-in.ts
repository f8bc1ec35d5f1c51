import type { Browser } from 'playwright-core';
import { pickSandboxUser } from '../test/support/sign-in';
import { urls } from './first-load';
import { freshTab, waitFor } from './tabs';

/** A fresh browser context: "Sign in", the sandbox's user picker, back to the first 24 cards painted. */
export async function signInRoundTrip(browser: Browser, cpuRate: number, user: string): Promise<number> {
  const tab = await freshTab(browser, cpuRate, null);
  try {
    await tab.page.goto(urls.app());
    const button = tab.page.getByRole('main').getByRole('button', { name: /^sign in$/i });
    await button.waitFor();
    const startedAt = await tab.page.evaluate(() => performance.timeOrigin + performance.now());
    await button.click();
    await pickSandboxUser(tab.page, user);
    await waitFor(tab.page, 'cardsPaintAt');
    const cardsAt = await tab.page.evaluate(
      () => performance.timeOrigin + (window.__bench.cardsPaintAt as number),
    );
    return cardsAt - startedAt;
  } finally {
    await tab.context.close();
  }
}
