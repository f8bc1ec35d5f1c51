import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject, onTestFailed } from 'vitest';
import { chromiumArgs } from './chromium';
import { APP_ORIGIN } from './origins';

export { pickSandboxUser, signIn } from './sign-in';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), args: chromiumArgs });
}

export type TestPage = {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
};

/** A fresh context (no cookies, no storage) and page that records console errors and page errors. */
export async function newPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<TestPage> {
  const context = await browser.newContext({ baseURL: APP_ORIGIN, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  try {
    // What the page showed when its test failed: a timeout alone does not say where the app stood.
    onTestFailed(async () => {
      const shown = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch(() => '(closed)');
      console.log(
        `A page of the failed test, at ${page.url()}:\n${shown.slice(0, 1_500)}\n${errors.join('\n')}`,
      );
    });
  } catch {
    // Opened in a beforeAll: no test of its own to report on.
  }
  return { context, page, errors };
}

/** Axe finds nothing on the page, or within the element `within` selects. */
export async function expectNoAxeViolations(page: Page, within?: string): Promise<void> {
  // Axe reads colours as painted: a view still fading in reads as low contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A live dot's pulse changes no colour axe reads, and lasts seconds.
        .filter(
          (animation) =>
            animation.effect?.getComputedTiming().iterations !== Infinity &&
            !(animation instanceof CSSAnimation && animation.animationName === 'live-pulse'),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Only violations are collected node by node: on a page of many cards, the passes were most of the time.
  // axe.run in the page itself: the app has no frames, and the default (a partial run per frame, finished
  // in a blank tab) serialises every node's partial result, seconds on the home.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  const results = await (within ? builder.include(within) : builder).analyze();
  // A run that checked nothing would pass any page.
  expect(results.passes.length).toBeGreaterThan(0);
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** True when the element has the keyboard focus. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((node) => node === document.activeElement);
}

/**
 * Closes `page`, the last tab of the app in its context, and waits until its grant's Web Lock is gone:
 * only then does a new tab find no tab to take a session from.
 */
export async function closeLastTab(page: Page): Promise<void> {
  const context = page.context();
  await page.close();
  const probe = await context.newPage();
  await probe.goto('/favicon.svg');
  await expect.poll(() => probe.evaluate(async () => (await navigator.locks.query()).held?.length)).toBe(0);
  await probe.close();
}

/** Holds the app's bundle back until `release`; the early script, ahead of it, still runs. */
export async function holdBundle(page: Page): Promise<{ release(): void; unroute(): Promise<void> }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const bundle = /\/assets\/index-[^/]+\.js$/;
  await page.route(bundle, async (route) => {
    await held;
    await route.continue();
  });
  return { release, unroute: () => page.unroute(bundle) };
}
