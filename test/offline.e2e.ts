import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashKey } from '@tanstack/react-query';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/config/security-headers';
import { imageCacheName } from '../src/lib/kept-stores';
import { eventQueries } from '../src/lists/events/event-queries';
import { launchBrowser, newPage, signIn, type TestPage } from './support/browser';
import { keptHolds, keptKeys } from './support/kept';
import { APP_ORIGIN, SANDBOX_ORIGIN } from './support/origins';
import { e2eDistDir } from './support/servers';
import { securityHeaders, startStaticServer } from './support/static-server';
import { fetchAll, type RawEvent, statusAt } from './support/team-data';

const cards = (page: Page) => page.getByRole('list', { name: 'Events' }).getByRole('article');

/** Until the service worker answers this page's requests; the first visit's worker claims it once active. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const claimed = await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!claimed) {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }
}

describe('readable offline', () => {
  let browser: Browser;
  let session: TestPage;
  let page: Page;
  /** An event still to come, so its page offers Add to calendar. */
  let event: RawEvent;
  /** The Referer of each cover the worker fetched. */
  const workerReferers: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await newPage(browser, { acceptDownloads: true });
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_ORIGIN });
    page = session.page;
    session.context.on('request', (request) => {
      if (request.serviceWorker() && new URL(request.url()).pathname.startsWith('/covers/'))
        void request.allHeaders().then((headers) => workerReferers.push(headers.referer ?? ''));
    });
    const { items } = await fetchAll<RawEvent>('team-member', 'events');
    event = items
      .filter((candidate) => statusAt(candidate, Date.now() + 3_600_000) === 'upcoming')
      .at(-1) as RawEvent;
    await signIn(page, 'team-member', '/events');
    await cards(page).first().waitFor();
    await controlled(page);
  });
  afterAll(() => browser?.close());
  afterEach(() => session.context.setOffline(false));

  it('keeps the covers it shows, fetched as the page would: no Referer', async () => {
    await page.goto('/events');
    await cards(page).first().waitFor();
    const keptCovers = () =>
      page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, imageCacheName);
    await expect.poll(keptCovers).toBeGreaterThan(0);
    expect(workerReferers.length).toBeGreaterThan(0);
    expect(workerReferers.filter((referer) => referer !== '')).toEqual([]);
  });

  it('leaves the API to the network: no request of the page’s own wakes the worker', async () => {
    await page.goto('/events?page=2');
    await cards(page).first().waitFor();
    const routed = await page.evaluate(
      (api) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.startsWith(`${api}/v1/`))
          .map(
            (entry) =>
              (entry as PerformanceResourceTiming & { workerMatchedSourceType: string })
                .workerMatchedSourceType,
          ),
      SANDBOX_ORIGIN,
    );
    expect(routed.length).toBeGreaterThan(0);
    // Chromium's static routes: the matched rule sends the request to the network before any worker code.
    expect(routed.every((source) => source === 'network')).toBe(true);
  });

  it('adds an event seen before the network went to a calendar, and copies its link', async () => {
    await page.goto(`/events/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    await session.context.setOffline(true);

    // The .ics writer is a lazy file no page has loaded yet: the worker has it.
    await page.getByText('Add to calendar', { exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Calendar file \(\.ics\)/ }).click(),
    ]);
    const calendar = ICAL.parse(await readFile((await download.path()) as string, 'utf8'));
    const [vevent] = new ICAL.Component(calendar).getAllSubcomponents('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe(event.name);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${APP_ORIGIN}/events/${event.id}`,
    );
  });

  it('opens with no network once visited: the last view’s cards, the event pages seen, and how old they are', async () => {
    // What a tab keeps is written a moment after it arrives: each page waits for its own.
    await page.goto(`/events/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    await expect.poll(() => keptHolds(page, event.id)).toBe(true);
    await page.goto('/events');
    await cards(page).first().waitFor();
    const titles = await cards(page).getByRole('heading').allTextContents();
    const shown = hashKey(eventQueries.page({ page: 1, perPage: titles.length }).queryKey);
    await expect.poll(async () => (await keptKeys(page)).includes(shown)).toBe(true);
    await session.context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('Teamboard');
    await page
      .getByRole('status')
      .filter({ hasText: /^Offline — showing what you saw at \d/ })
      .waitFor();
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/events');
    expect(await cards(page).getByRole('heading').allTextContents()).toEqual(titles);

    await page.goto(`/events/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();

    // Another of the app's routes, never visited, comes from the same shell.
    await page.goto('/sessions?page=2');
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('Teamboard');
  });

  it('hands a new build to the next load, and deletes the old build’s shell', async () => {
    // A copy of the build on a server of its own, so this test can deploy a "new build" over it.
    const root = await mkdtemp(join(tmpdir(), 'teamboard-update-'));
    await cp(e2eDistDir, root, { recursive: true });
    const csp = contentSecurityPolicy({ connect: [SANDBOX_ORIGIN], images: [SANDBOX_ORIGIN] });
    const server = await startStaticServer({ root, port: 0, headers: securityHeaders(csp) });
    const { page, context } = await newPage(browser, { baseURL: server.origin });
    try {
      await page.goto('/');
      await controlled(page);
      const shellRevisions = () =>
        page.evaluate(async () => {
          const names = await caches.keys();
          const keys = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
          return keys.flat().flatMap(({ url }) => {
            const { pathname, searchParams } = new URL(url);
            return pathname === '/index.html' ? [searchParams.get('__WB_REVISION__')] : [];
          });
        });
      const [old] = await shellRevisions();

      // The new build: another index.html, and sw.js's precache list with its new revision.
      const html = await readFile(join(root, 'index.html'), 'utf8');
      await writeFile(
        join(root, 'index.html'),
        html.replace('<title>', '<meta name="build" content="next"><title>'),
      );
      const worker = await readFile(join(root, 'sw.js'), 'utf8');
      expect(worker).toContain(`"${old}"`);
      await writeFile(join(root, 'sw.js'), worker.replace(`"${old}"`, '"next-build"'));

      // What a navigation does: the browser checks sw.js, and the new worker installs and takes over.
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const taken = new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
        await registration.update();
        await taken;
      });
      await expect.poll(shellRevisions).toEqual(['next-build']);
      await page.reload();
      expect(await page.locator('meta[name="build"]').getAttribute('content')).toBe('next');
    } finally {
      await context.close();
      await server.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
