import type { Page } from 'playwright-core';
import { APP_ORIGIN } from './origins';

// Plain Playwright steps (no Vitest), shared by the e2e tests, the bench and the screenshots script.

/**
 * Signs in through the real flow: the app's "Sign in" button, the sandbox's sign-in page, the
 * redirect back. Resolves once the browser is back in the app past the callback.
 */
export async function signIn(page: Page, login: string, path = '/events'): Promise<void> {
  await page.goto(new URL(path, APP_ORIGIN).href);
  // The page's own prompt: the header may hold a second Sign in button, hidden on narrow screens.
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(sign in|anmelden)$/i })
    .click();
  await pickSandboxUser(page, login);
}

/** Opens the person's menu in the header, where language, theme and density are set. */
export async function openPersonMenu(page: Page): Promise<void> {
  const toggle = page.getByRole('banner').locator('.user-menu__toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('group', { name: /^(Settings|Einstellungen)$/ }).waitFor();
}

/** On the sandbox's sign-in page, picks a user and waits to be back in the app. */
export async function pickSandboxUser(page: Page, login: string): Promise<void> {
  await page.waitForURL((url) => url.origin !== APP_ORIGIN);
  await page.getByRole('button', { name: new RegExp(`\\b${login}\\b`) }).click();
  await page.waitForURL((url) => url.origin === APP_ORIGIN && url.pathname !== '/callback');
}
