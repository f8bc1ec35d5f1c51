import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, type TestPage } from './support/browser';
import { addFault, clearFaults } from './support/sandbox';

// What the contract does not promise: a server that answers a page past the last with an error, asks to
// slow down without saying for how long, sends numbers no list can have, or more items than asked for.
// Teamboard never trusts those numbers and never storms.

const cards = (page: Page, list = 'Events') => page.getByRole('list', { name: list }).getByRole('article');
const search = (page: Page) => new URL(page.url()).searchParams;
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

type List = 'events' | 'sessions';
const isListRequest = (request: Request, list: List) => request.url().includes(`/community/team/${list}`);

/** Requests to a list's endpoint from now on. */
function countRequests(page: Page, list: List): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (isListRequest(request, list)) seen.push(request.url());
  });
  return seen;
}

describe('a server that keeps only part of the contract', () => {
  let browser: Browser;
  let tab: TestPage;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    tab = await newPage(browser);
    page = tab.page;
    await signIn(page, 'team-member', '/events');
    await cards(page).first().waitFor();
  });
  afterAll(() => browser?.close());
  afterEach(() => clearFaults());

  it.each([
    ['404', 'events', 'Events'],
    ['400', 'sessions', 'Sessions'],
  ] as const)(
    'moves a page past the last, answered %s, to the last page with a notice',
    async (status, list, title) => {
      await addFault({ match: list, kind: `past-last-${status}` });
      await page.goto(`/${list}?page=50&per_page=24`);
      await page.getByText(/There is no page 50: the list has \d+ pages/).waitFor();
      const last = Number(search(page).get('page'));
      expect(last).toBeGreaterThan(1);
      expect(last).toBeLessThan(50);
      await cards(page, title).first().waitFor();
      expect(await page.getByRole('heading', { name: 'No community team' }).count()).toBe(0);
    },
  );

  it('never trusts an absurd page count, and still shows the page it came with', async () => {
    await addFault({ match: 'events', kind: 'total-pages', totalPages: 1e300 });
    await page.goto('/events?page=4&per_page=12');
    await cards(page).first().waitFor({ timeout: 30_000 });
    expect(await cards(page).count()).toBe(12);
    await page.getByRole('link', { name: /^Load all \(up to 100,000 events\)$/ }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'could not read' }).count()).toBe(0);
    expect(await sideways(page)).toBe(0);

    await clearFaults();
    await addFault({ match: 'events', kind: 'total-pages', totalPages: 1_000_000 });
    const requests = countRequests(page, 'events');
    await page.goto('/events');
    const loadAll = page.getByRole('link', { name: /^Load all \(up to 100,000 events\)$/ });
    await loadAll.click();
    await page
      .getByText(/The list ended at page \d, before the 1,000,000 pages the server first gave/)
      .waitFor();
    // Reading stopped at the first empty page: a handful of requests, not a storm.
    expect(requests.length).toBeLessThan(12);
  });

  it('shows no more items than a page holds, and says how many it left out', async () => {
    await addFault({ match: 'events', kind: 'oversized', items: 10_000 });
    await page.goto('/events?page=2&per_page=24');
    await page
      .getByText('9,976 events came beyond the page size Teamboard asked for and are not shown.')
      .waitFor();
    expect(await cards(page).count()).toBe(24);
  });

  it('tells repeated items apart from broken ones', async () => {
    await addFault({ match: 'events', page: 2, kind: 'duplicates' });
    await page.goto('/events?all=1');
    await page.getByText(/^\d+ events? came more than once and (is|are) shown once\.$/).waitFor();
    expect(await page.getByText(/incomplete/).count()).toBe(0);
  });
});

describe('a server that asks to slow down without saying for how long', () => {
  /**
   * Tries of a list's page until the page offers Retry, the waits between them skipped on the page's clock.
   * The clock jumps only while no request is out: a jump would fire that request's timeout.
   */
  async function triesUntilRetry(page: Page, list: List, path: string): Promise<string[]> {
    const sent = countRequests(page, list);
    // Requests, not a count: one that left before this began can still settle during it.
    const out = new Set<Request>();
    page.on('request', (request) => {
      if (isListRequest(request, list)) out.add(request);
    });
    const settle = (request: Request) => out.delete(request);
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' });
    await page.clock.install();
    await page.goto(path);
    for (let round = 0; round < 12 && !(await retry.isVisible()); round++) {
      const before = sent.length;
      await expect.poll(() => out.size).toBe(0);
      await page.clock.fastForward(20_000);
      await expect.poll(async () => sent.length > before || (await retry.isVisible())).toBe(true);
    }
    await retry.waitFor();
    return sent;
  }

  it('backs off, stops after a few rounds and offers Retry', async () => {
    const browser = await launchBrowser();
    try {
      const [zero, missing] = (await Promise.all([newPage(browser), newPage(browser)])).map(
        (tab) => tab.page,
      ) as [Page, Page];
      await Promise.all([
        signIn(zero, 'team-member', '/events'),
        signIn(missing, 'team-member', '/sessions'),
      ]);
      await addFault({ match: 'events', retryAfter: 0 });
      await addFault({ match: 'sessions', status: 429 });
      const tries = [
        await triesUntilRetry(zero, 'events', '/events?page=5&per_page=12'),
        await triesUntilRetry(missing, 'sessions', '/sessions?page=3&per_page=12'),
      ];
      // A first try and at most five more of the page asked for.
      expect(tries[0]?.filter((url) => url.includes('page=5&')).length).toBeLessThanOrEqual(6);
      expect(tries[1]?.filter((url) => url.includes('page=3&')).length).toBeLessThanOrEqual(6);
      const settled = tries.map((sent) => sent.length);
      for (const page of [zero, missing]) await page.clock.fastForward(60_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(tries.map((sent) => sent.length)).toEqual(settled);
    } finally {
      await clearFaults();
      await browser.close();
    }
  });
});

describe('values no layout was made for, at 320 px', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = (await newPage(browser, { viewport: { width: 320, height: 700 } })).page;
    await signIn(page, 'team-member', '/events');
  });
  afterAll(() => browser?.close());
  afterEach(() => clearFaults());

  it('never widens the page: long names and codes, absurd numbers', async () => {
    await addFault({ match: '*', kind: 'long-values' });
    const views = [
      '/',
      '/events?page=2',
      '/events?all=1',
      '/events?all=1&view=table',
      '/sessions?page=2',
      '/sessions?all=1&view=table',
    ];
    for (const view of views) {
      await page.goto(view);
      await page.getByRole('main').getByRole('article').or(page.getByRole('table')).first().waitFor();
      expect(await sideways(page), view).toBe(0);
    }
    await page.getByRole('button', { name: 'Price summary' }).click();
    await page.getByRole('region', { name: 'Prices', exact: true }).waitFor();
    expect(await sideways(page), 'price summary').toBe(0);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    expect(await sideways(page), 'filters').toBe(0);
  });
});
