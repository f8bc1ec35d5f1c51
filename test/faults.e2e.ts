import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, type TestPage } from './support/browser';
import { addFault, clearFaults, type FaultRule } from './support/sandbox';
import { TEST_REQUEST_TIMEOUT_MS } from './support/servers';

// The fault matrix: each row injects one failure into the real sandbox, names what the person sees,
// and checks that the URL stays, nothing is thrown uncaught, and the app recovers once the fault is gone.
// Expired tokens and revoked grants are covered in auth.e2e.ts.

type List = 'events' | 'sessions';
type Recovery = 'retry' | 'by-itself' | 'reload' | 'check-again';
type Row = {
  name: string;
  /** A sandbox fault rule (its `match` is filled in per list). */
  fault: FaultRule;
  sees: (page: Page, list: List) => Promise<void>;
  recovery: Recovery;
};

const title = (list: List) => (list === 'events' ? 'Events' : 'Sessions');
const cards = (page: Page, list: List) => page.getByRole('list', { name: title(list) }).getByRole('article');
const alert = (page: Page, text: RegExp) => page.getByRole('alert').filter({ hasText: text });
const status = (page: Page, text: RegExp) => page.getByRole('status').filter({ hasText: text });

/** Small pages, so that both lists have a page for every row. */
const perPage = 3;

/** Console errors other than failed loads, which the browser logs by itself for every failed request. */
const realErrors = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

const noTeam = async (page: Page) => {
  await page.getByRole('heading', { name: 'No community team' }).waitFor();
};
const errorWithRetry = (text: RegExp) => async (page: Page) => {
  await alert(page, text).waitFor({ timeout: 30_000 });
  await alert(page, text).getByRole('button', { name: 'Retry' }).waitFor();
};
const keepsTrying = async (page: Page) => {
  await status(page, /The server had a problem answering\. Trying again…/).waitFor();
};
const rateLimited = async (page: Page) => {
  await status(page, /Too many requests for now\. Retrying in \d/).waitFor();
};
const unreadable = errorWithRetry(/The server sent an answer Teamboard could not read/);

const rows: Row[] = [
  { name: '403', fault: { status: 403, times: 1 }, sees: noTeam, recovery: 'check-again' },
  {
    name: '404 for a page the list has',
    fault: { status: 404, times: 1 },
    sees: errorWithRetry(/The server could not find this page of the list/),
    recovery: 'retry',
  },
  {
    name: '429, Retry-After in seconds',
    fault: { retryAfter: 2, times: 1 },
    sees: rateLimited,
    recovery: 'by-itself',
  },
  {
    name: '429, Retry-After as an HTTP date',
    fault: { retryAfter: 2, retryAfterDate: true, times: 1 },
    sees: rateLimited,
    recovery: 'by-itself',
  },
  // Four answers outlast the three retries, so the error itself shows.
  {
    name: '500 that persists',
    fault: { status: 500, times: 4 },
    sees: errorWithRetry(/The server had a problem answering/),
    recovery: 'retry',
  },
  // Twice, so the notice outlasts the lazily loaded view: a single retry can be over before it renders.
  { name: '502 twice', fault: { status: 502, times: 2 }, sees: keepsTrying, recovery: 'by-itself' },
  { name: '503 twice', fault: { status: 503, times: 2 }, sees: keepsTrying, recovery: 'by-itself' },
  {
    name: 'a request that hangs past the client timeout',
    fault: { delayMs: 2 * TEST_REQUEST_TIMEOUT_MS, times: 4 },
    sees: errorWithRetry(/The server took too long to answer/),
    recovery: 'retry',
  },
  {
    name: 'a dropped connection',
    // Chromium repeats a GET once when a reused connection drops, so each attempt may use two.
    fault: { kind: 'drop', times: 8 },
    sees: async (page) => {
      await errorWithRetry(/Teamboard could not reach the server/)(page);
      await status(page, /Teamboard cannot reach the server/).waitFor();
    },
    recovery: 'retry',
  },
  {
    name: 'malformed JSON',
    fault: { kind: 'malformed-json', times: 1 },
    sees: unreadable,
    recovery: 'retry',
  },
  {
    name: 'an HTML error page with status 200',
    fault: { kind: 'html-error', status: 200, times: 1 },
    sees: unreadable,
    recovery: 'retry',
  },
  { name: 'an empty body', fault: { kind: 'empty-body', times: 1 }, sees: unreadable, recovery: 'retry' },
  {
    name: 'wrong types and nulls in items',
    fault: { kind: 'wrong-types', times: 1 },
    sees: async (page, list) => {
      await status(page, /could not be shown because the server sent (it|them) incomplete/).waitFor();
      expect(await cards(page, list).count()).toBeGreaterThan(0);
    },
    recovery: 'reload',
  },
];

const lists = ['events', 'sessions'] as const;
const urlOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe('fault matrix on both lists', () => {
  let browser: Browser;
  const tabs = new Map<List, TestPage>();
  const both = (step: (tab: TestPage, list: List) => Promise<void>) =>
    Promise.all(lists.map((list) => step(tabs.get(list) as TestPage, list)));

  // One browser, one signed-in context per list; the two lists take each row side by side, since a
  // fault rule names its list and page.
  beforeAll(async () => {
    browser = await launchBrowser();
    for (const list of lists) tabs.set(list, await newPage(browser));
    await both(async ({ page }, list) => {
      await signIn(page, 'team-member', `/${list}`);
      await cards(page, list).first().waitFor();
      // Page 1 reads page 2 ahead: done before the first row's one-time fault on page 2, or it takes it.
      await page.waitForLoadState('networkidle');
    });
  });
  afterAll(() => browser?.close());
  // A try that failed offline leaves the next one online.
  afterEach(() =>
    Promise.all([clearFaults(), ...[...tabs.values()].map((tab) => tab.context.setOffline(false))]),
  );

  // Every other page, so that the page one row prefetches is never the next row's faulty page.
  it.each(rows.map((row, index) => ({ ...row, pageNumber: 2 * index + 2 })))(
    '$name: named, URL kept, nothing uncaught, recovers',
    async ({ fault, sees, recovery, pageNumber }) => {
      const path = (list: List) => `/${list}?page=${pageNumber}&per_page=${perPage}`;
      await both(async ({ page, errors }, list) => {
        errors.length = 0;
        await addFault({ ...fault, match: list, page: pageNumber });
        // A full load, so the request is new rather than served from the cache.
        await page.goto(path(list));
        await sees(page, list);
        expect(urlOf(page)).toBe(path(list));
      });

      await clearFaults();
      await both(async ({ page, errors }, list) => {
        if (recovery === 'retry') await page.getByRole('button', { name: 'Retry' }).click();
        if (recovery === 'reload') await page.reload();
        if (recovery === 'check-again') await page.getByRole('button', { name: 'Check again' }).click();
        await expect.poll(() => cards(page, list).count(), { timeout: 15_000 }).toBe(perPage);
        expect(await page.getByRole('alert').count()).toBe(0);
        expect(
          await status(page, /could not be shown|cannot reach|Too many requests|Trying again/).count(),
        ).toBe(0);
        expect(urlOf(page)).toBe(path(list));
        expect(realErrors(errors)).toEqual([]);
      });
    },
  );

  it('network down: says offline, keeps the URL, and loads by itself when the network is back', async () => {
    await both(async ({ page, context, errors }, list) => {
      await page.goto(`/${list}?page=1&per_page=${perPage}`);
      await cards(page, list).first().waitFor();
      errors.length = 0;
      await context.setOffline(true);
      await page
        .getByRole('navigation', { name: `${title(list)} pages` })
        .getByRole('link', { name: /^Page \d+$/ })
        .last()
        .click();
      await status(page, /You are offline/).waitFor();
      // The banner itself; the dimmed cards of the page it waits to replace are the list's business.
      if (list === 'events') {
        const { violations } = await new AxeBuilder({ page }).include('.offline-banner').analyze();
        expect(violations.map((v) => v.id)).toEqual([]);
      }
      const offlineUrl = urlOf(page);
      expect(offlineUrl).not.toBe(`/${list}?page=1&per_page=${perPage}`);

      await context.setOffline(false);
      await expect.poll(() => status(page, /You are offline/).count()).toBe(0);
      await expect.poll(() => cards(page, list).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const lastPage = new URL(page.url()).searchParams.get('page');
      expect(await page.getByRole('link', { name: `Page ${lastPage}` }).getAttribute('aria-current')).toBe(
        'page',
      );
      expect(urlOf(page)).toBe(offlineUrl);
      expect(realErrors(errors)).toEqual([]);
    });
  });
});
