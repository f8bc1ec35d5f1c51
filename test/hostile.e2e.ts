import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, type TestPage } from './support/browser';
import { addFault, clearFaults } from './support/sandbox';

// The sandbox's `hostile` fault fills names, descriptions and account names with markup, very long
// strings and right-to-left overrides, and image URLs with javascript:, data: and relative values.

type List = 'events' | 'sessions';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const title = (list: List) => (list === 'events' ? 'Events' : 'Sessions');
const cards = (page: Page, list: List) => page.getByRole('list', { name: title(list) }).getByRole('article');

/** Every image address the page holds: img src/srcset, and url() in backgrounds (also ::before/::after). */
function imageAddresses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const img of document.querySelectorAll('img')) {
      const src = img.getAttribute('src');
      if (src !== null) found.push(src);
      for (const candidate of (img.getAttribute('srcset') ?? '').split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) found.push(url);
      }
    }
    for (const source of document.querySelectorAll('source[srcset]'))
      found.push(source.getAttribute('srcset') ?? '');
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const background = getComputedStyle(element, pseudo).backgroundImage;
        for (const match of background.matchAll(/url\("?([^")]*)"?\)/g)) found.push(match[1] ?? '');
      }
    }
    return found;
  });
}

/** How far the page reaches past the viewport's right edge, in CSS pixels. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('hostile data at 320 px', () => {
  let browser: Browser;
  let session: TestPage;
  let page: Page;
  const dialogs: string[] = [];
  const violations: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await newPage(browser, { viewport: { width: 320, height: 720 } });
    page = session.page;
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.exposeBinding('__reportViolation', (_source, text: string) => {
      violations.push(text);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
        report(`${event.effectiveDirective} ${event.blockedURI} on ${event.documentURI}`);
      });
    });
    await signIn(page, 'team-member', '/events');
    // Settled, so no request of the sign-in's own page load (page 2 read ahead) takes the faults below.
    await cards(page, 'events').first().waitFor();
    await page.waitForLoadState('networkidle');
  });
  afterAll(async () => {
    await clearFaults();
    await browser?.close();
  });

  it.each(['events', 'sessions'] as const)(
    '%s: markup shows as text, nothing runs, layout holds, only http(s) images',
    async (list) => {
      await addFault({ match: list, page: 2, kind: 'hostile', times: 1 });
      await page.goto(`/${list}?page=2&per_page=24`);
      await expect.poll(() => cards(page, list).count(), { timeout: 15_000 }).toBe(24);

      // Markup arrives as text on the card, not as elements.
      const names = await cards(page, list).getByRole('heading').allTextContents();
      expect(names.some((name) => name.includes('<script>window.__pwned = true'))).toBe(true);
      expect(names.some((name) => name.includes('<img src=x onerror='))).toBe(true);
      expect(await page.locator('main script, main svg[onload], main [onerror]').count()).toBe(0);

      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      for (const box of await cards(page, list).evaluateAll((all) =>
        all.map((card) => card.getBoundingClientRect().right),
      ))
        expect(box).toBeLessThanOrEqual(320);

      const addresses = await imageAddresses(page);
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expect(address).toMatch(/^https?:\/\//);
      const links = await page
        .locator('a[href]')
        .evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href));
      for (const href of links) expect(href).toMatch(/^https?:\/\//);

      // The item's own page shows everything in full, raw fields opened: still inert, within 320 px.
      await cards(page, list).first().getByRole('link').first().click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText('Details', { exact: true }).click();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      for (const address of await imageAddresses(page)) expect(address).toMatch(/^https?:\/\//);
      await page.goBack();
      await cards(page, list).first().waitFor();

      expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(violations).toEqual([]);
      expect(session.errors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
    },
  );
});
