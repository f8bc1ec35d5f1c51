import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { chromiumArgs } from './chromium';
import { APP_ORIGIN } from './origins';

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
  return { context, page, errors };
}

/**
 * Signs in through the real flow: the app's "Sign in" button, the sandbox's sign-in page, the
 * redirect back. Resolves once the app shows the signed-in person.
 */
export async function signIn(page: Page, login: string, path = '/events'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await pickSandboxUser(page, login);
}

/** On the sandbox's sign-in page, picks a user and waits to be back in the app. */
export async function pickSandboxUser(page: Page, login: string): Promise<void> {
  await page.waitForURL((url) => url.origin !== APP_ORIGIN);
  await page.getByRole('button', { name: new RegExp(`\\b${login}\\b`) }).click();
  await page.waitForURL((url) => url.origin === APP_ORIGIN && url.pathname !== '/callback');
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
