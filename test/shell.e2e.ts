import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, holdBundle, launchBrowser, newPage, signIn } from './support/browser';
import { forgetKept, keptKeys } from './support/kept';
import { APP_ORIGIN, SANDBOX_ORIGIN } from './support/origins';
import { fetchAll, type RawEvent } from './support/team-data';

describe('the app shell', () => {
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

  it('paints its frame before any JavaScript runs, and says so when the start never comes', async () => {
    // No service worker: from the second load on, it would answer the script from its cache.
    const { page, context } = await newPage(browser, { serviceWorkers: 'block' });
    const script = /\/assets\/index-[^/]+\.js$/;
    await page.route(script, () => undefined);
    await page.goto('/events', { waitUntil: 'commit' });
    await page.getByRole('banner').getByText('Teamboard').waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1);
    const late = page.getByText('Teamboard is taking longer than it should to start.');
    expect(await late.isVisible()).toBe(false);
    // The frame's own clock, run to its end: what a person sees when the script never arrives.
    await page.evaluate(() => {
      for (const animation of document.getAnimations())
        if (animation instanceof CSSAnimation && animation.animationName.startsWith('boot-'))
          animation.finish();
    });
    await late.waitFor();
    await page.unroute(script);
    await page.reload();
    await page
      .getByRole('main')
      .getByRole('button', { name: /^sign in$/i })
      .waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByText('Teamboard is taking longer').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/events');
    await context.close();
  });

  it('says what it needs, instead of a blank page, where JavaScript is off', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto('/events');
    const heading = page.getByRole('heading', { name: 'Teamboard needs JavaScript' });
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);
    // Not the frame that waits for a script which will never run.
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.locator('.boot__card').first().isVisible()).toBe(false);
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

  it('asks for the first page while its script is still on the way, and asks only once', async () => {
    // No service worker, which would answer the script from its cache past the route below.
    const { page, context } = await newPage(browser, { serviceWorkers: 'block' });
    await signIn(page, 'team-member', '/events');
    // As on a device that has kept nothing yet: the app then waits for no restore before asking.
    await forgetKept(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/me/community/team/events?')) asked.push(request.url());
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let scriptSent = false;
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      scriptSent = true;
      await route.continue();
    });
    // The chunk that keeps pages comes after the cards: the page must be kept all the same.
    let cardsShown = () => {};
    const shown = new Promise<void>((resolve) => {
      cardsShown = resolve;
    });
    await page.route(/\/assets\/kept-lists-[^/]+\.js$/, async (route) => {
      await shown;
      await route.continue();
    });
    await page.goto('/events?page=2&per_page=12', { waitUntil: 'commit' });
    await page.waitForRequest((request) => request.url().endsWith('/events?page=2&per_page=12'));
    expect(scriptSent).toBe(false);
    release();
    const cards = page.getByRole('list', { name: 'Events' }).getByRole('article');
    await cards.nth(11).waitFor();
    expect(await cards.count()).toBe(12);
    cardsShown();
    expect(asked.filter((url) => url.endsWith('?page=2&per_page=12'))).toHaveLength(1);
    // Kept for the next visit like any page, though it was in before the app and its keeping were.
    await expect
      .poll(async () => (await keptKeys(page)).some((key) => key.includes('{"page":2,"perPage":12}')))
      .toBe(true);
    await context.close();
  });

  /**
   * Holds the bundle back while `arrive` brings the page to an address, and gives the app code asked for
   * only once the bundle was let through, until `content` shows.
   */
  async function codeAskedLate(page: Page, arrive: () => Promise<void>, content: Locator): Promise<string[]> {
    const asked: string[] = [];
    const watch = (request: { url(): string }) => {
      const url = new URL(request.url());
      // A worker's script is not the page's code: the page reader's starts beside page 1's request, and
      // only the pages after it wait for it.
      const { pathname } = url;
      const pageCode =
        pathname.startsWith('/assets/') && pathname.endsWith('.js') && !pathname.includes('.worker-');
      if (url.origin === APP_ORIGIN && pageCode) asked.push(pathname);
    };
    page.on('request', watch);
    const bundle = await holdBundle(page);
    await arrive();
    await page.waitForFunction(() => document.querySelector('link[rel="modulepreload"]') !== null);
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    await expect.poll(() => preloaded.every((file) => asked.includes(file))).toBe(true);
    const beforeTheBundle = asked.length;
    bundle.release();
    await content.waitFor();
    page.off('request', watch);
    await bundle.unroute();
    return asked.slice(beforeTheBundle);
  }

  /** Every file from the network, so each one asked for shows as a request. */
  async function noHttpCache(context: BrowserContext, page: Page): Promise<void> {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }

  it('asks for each first page’s own code beside the bundle, not once the bundle has run', async () => {
    const { page, context } = await newPage(browser, { serviceWorkers: 'block' });
    await signIn(page, 'team-member', '/events');
    await noHttpCache(context, page);
    const [event] = (await fetchAll<RawEvent>('team-member', 'events')).items;
    const shown: [string, Locator][] = [
      ['/', page.locator('.home-section').first()],
      ['/events?page=2', page.getByRole('list', { name: 'Events' }).getByRole('article').first()],
      ['/sessions?all=1&view=table', page.getByRole('table', { name: 'Sessions' })],
      [`/events/${event?.id}`, page.getByRole('heading', { level: 1, name: event?.name })],
    ];
    for (const [address, content] of shown) {
      const arrive = async () => void (await page.goto(address, { waitUntil: 'commit' }));
      expect(await codeAskedLate(page, arrive, content), address).toEqual([]);
    }
    await context.close();
  });

  it('back from the sign-in server, asks for the callback’s code and the next page’s beside the bundle', async () => {
    const { page, context } = await newPage(browser, { serviceWorkers: 'block' });
    await page.goto('/sessions?all=1&view=table');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^sign in$/i })
      .click();
    await page.waitForURL((url) => url.origin === SANDBOX_ORIGIN);
    await noHttpCache(context, page);
    const arrive = async () => {
      await page.getByRole('button', { name: /\bteam-member\b/ }).click();
      await page.waitForURL((url) => url.pathname === '/callback', { waitUntil: 'commit' });
    };
    expect(await codeAskedLate(page, arrive, page.getByRole('table', { name: 'Sessions' }))).toEqual([]);
    await context.close();
  });
});
