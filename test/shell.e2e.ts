import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newPage } from './support/browser';

describe('the app shell, signed out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('loads with the product name and a Sign in button, with no console error', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^sign in$/i })
      .waitFor();
    expect(await page.getByRole('banner').textContent()).toContain('Teamboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says what it needs, instead of a blank page, where JavaScript is off', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto('/events');
    const heading = page.getByRole('heading', { name: 'Teamboard needs JavaScript' });
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);
    await context.close();
  });

  it('has no axe violation on the signed-out page, in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await newPage(browser, { colorScheme });
      await page.goto('/');
      await page
        .getByRole('main')
        .getByRole('button', { name: /^sign in$/i })
        .waitFor();
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
});
