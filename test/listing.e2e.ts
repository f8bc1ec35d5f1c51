import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, hasFocus, launchBrowser, newPage, signIn } from './support/browser';
import { forgetKept } from './support/kept';
import { parseCsv } from './support/parse-csv';
import { addFault, clearFaults } from './support/sandbox';
import { fetchAll, type RawEvent } from './support/team-data';

const integer = new Intl.NumberFormat('en-US');
const money = (cents: number, currency: string) =>
  cents === 0 ? 'Free' : new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
const search = (page: Page) => new URL(page.url()).searchParams;
const table = (page: Page) => page.getByRole('table', { name: 'Events' });
const nameCells = (page: Page) => table(page).locator('tbody td.data-table__name a');

describe('the whole list as team-member', () => {
  let browser: Browser;
  let page: Page;
  let events: RawEvent[];

  beforeAll(async () => {
    browser = await launchBrowser();
    // Tall enough that a filtered table of a few dozen rows is rendered whole.
    page = (await newPage(browser, { viewport: { width: 1280, height: 2400 }, acceptDownloads: true })).page;
    ({ items: events } = await fetchAll<RawEvent>('team-member', 'events'));
    await signIn(page, 'team-member', '/events');
  });
  afterAll(() => browser?.close());
  afterEach(() => clearFaults());

  it('loads all pages from the paged view and shows every event once, in a table', async () => {
    await page.goto('/events');
    await page.getByRole('link', { name: `Load all ${integer.format(events.length)} events` }).click();
    await page.getByText(`${integer.format(events.length)} events`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await table(page).waitFor();
    expect(search(page).get('view')).toBe('table');
    expect(await table(page).getAttribute('aria-rowcount')).toBe(String(events.length + 1));
    await expectNoAxeViolations(page);
  });

  it('reads the pages after the first in a worker, and on the page where the worker cannot start', async () => {
    const pages = Math.ceil(events.length / 100);
    expect(pages).toBeGreaterThan(1);
    const pagesAskedByPage = (tab: Page) =>
      tab.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).searchParams)
          .filter((query) => query.get('per_page') === '100')
          .map((query) => Number(query.get('page'))),
      );
    for (const workerStarts of [true, false]) {
      // Blocked service workers let the route see the worker's script, which one would serve from its cache.
      const { page: tab, context } = await newPage(browser, { serviceWorkers: 'block' });
      try {
        if (!workerStarts)
          await tab.route('**/page-reader.worker-*.js', (route) => route.fulfill({ status: 404 }));
        const workers: string[] = [];
        tab.on('worker', (worker) => workers.push(worker.url()));
        await signIn(tab, 'team-member', '/events?all=1');
        await tab.getByText(`${integer.format(events.length)} events`, { exact: true }).waitFor();
        const asked = await pagesAskedByPage(tab);
        if (workerStarts) {
          expect(workers).toEqual([expect.stringMatching(/\/page-reader\.worker-[\w-]+\.js$/)]);
          expect(asked).toEqual([1]);
        } else
          expect([...asked].sort((a, b) => a - b)).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
      } finally {
        await context.close();
      }
    }
  });

  it('keeps the keyboard on the switch between pages and the whole list', async () => {
    await page.goto('/events');
    const focused = (name: string | RegExp) => hasFocus(page.getByRole('link', { name }));
    await page.getByRole('link', { name: /^Load all/ }).focus();
    await page.keyboard.press('Enter');
    // Each link is gone with its view; the other one takes its place, and the focus with it.
    await expect.poll(() => focused('Back to pages')).toBe(true);
    expect(search(page).get('all')).toBe('1');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(/^Load all/)).toBe(true);
    expect(search(page).get('all')).toBeNull();
  });

  it('filters, sorts and summarises prices as an independent computation says', async () => {
    await page.goto('/events?all=1&view=table');
    await table(page).waitFor();
    await page.getByRole('checkbox', { name: /^Partners only/ }).check();
    await page.getByRole('checkbox', { name: /^Paid/ }).check();
    await page.getByRole('checkbox', { name: /^EUR/ }).check();
    const priceHeader = table(page).getByRole('button', { name: 'Price', exact: true });
    await priceHeader.click();
    await priceHeader.click();
    await expect.poll(() => search(page).get('sort')).toBe('-price');
    expect(search(page).getAll('currency')).toEqual(['EUR']);

    const expected = events
      .filter((e) => e.account.partner && e.price.value_in_cents > 0 && e.price.currency === 'EUR')
      .sort((a, b) => b.price.value_in_cents - a.price.value_in_cents);
    expect(expected.length).toBeGreaterThan(3);
    await page.getByText(`Showing ${integer.format(expected.length)} of`).waitFor();
    expect(
      await table(page)
        .getByRole('columnheader', { name: /^Price/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    await expect.poll(() => nameCells(page).allTextContents()).toEqual(expected.map((e) => e.name));

    // Arrow keys move between rows; only the current row's link is in the tab order.
    await nameCells(page).first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(expected[2]?.name);
    await page.keyboard.press('End');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(expected.at(-1)?.name);
    expect(await table(page).locator('tbody a[tabindex="0"]').count()).toBe(1);

    // A row opens the item's page, and Back returns to the filtered table as it was.
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: expected.at(-1)?.name }).waitFor();
    await page.goBack();
    await table(page).waitFor();
    expect(search(page).get('sort')).toBe('-price');
    expect(search(page).getAll('currency')).toEqual(['EUR']);

    const cents = expected.map((e) => e.price.value_in_cents).sort((a, b) => a - b);
    const middle = Math.floor(cents.length / 2);
    const median =
      cents.length % 2 ? (cents[middle] ?? 0) : ((cents[middle - 1] ?? 0) + (cents[middle] ?? 0)) / 2;
    const total = cents.reduce((sum, c) => sum + c, 0);
    await page.getByRole('button', { name: 'Price summary' }).click();
    const summary = page
      .getByRole('region', { name: 'Prices', exact: true })
      .getByRole('row', { name: /^EUR/ });
    expect(await summary.getByRole('cell').allTextContents()).toEqual([
      integer.format(expected.length),
      '0',
      money(cents[0] ?? 0, 'EUR'),
      money(median, 'EUR'),
      money(cents.at(-1) ?? 0, 'EUR'),
      money(total, 'EUR'),
    ]);
  });

  it('downloads a CSV that parses back to exactly the rows in the table', async () => {
    const shown = await nameCells(page).allTextContents();
    expect(shown.length).toBeGreaterThan(3);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^teamboard-events-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header = [], ...rows] = parseCsv(text);
    const column = (name: string) => rows.map((row) => row[header.indexOf(name)]);
    expect(column('name')).toEqual(shown);
    const byId = new Map(events.map((e) => [e.id, e]));
    expect(column('id').map((id) => byId.get(id ?? '')?.name)).toEqual(shown);
    expect(new Set(column('price_currency'))).toEqual(new Set(['EUR']));
    expect(column('account_partner').every((p) => p === 'true')).toBe(true);
  });

  it('shows "Clear filters" when nothing matches', async () => {
    await page.getByRole('searchbox', { name: 'Search events' }).fill('no event is called this');
    const empty = page.getByRole('region', { name: 'No events match these filters' });
    await empty.getByRole('button', { name: 'Clear filters' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => table(page).getAttribute('aria-rowcount')).toBe(String(events.length + 1));
    // The button went with the empty result; the emptied search box has the focus.
    expect(await hasFocus(page.getByRole('searchbox', { name: 'Search events' }))).toBe(true);
    expect(search(page).get('q')).toBeNull();
    expect(search(page).get('sort')).toBe('-price');
  });

  it('reports a page that keeps failing, keeps the rest, and loads it again', async () => {
    await addFault({ match: 'events', page: 2, status: 500 });
    // A first read of the whole list: nothing kept by the tests before (the app's connection closes with
    // the page, then the deletion goes ahead before the next page opens the store).
    await page.evaluate(() => void indexedDB.deleteDatabase('teamboard-cache'));
    await page.goto('/events?all=1');
    const partial = `${integer.format(events.length - 100)} of ${integer.format(events.length)} events loaded — page 2 missing`;
    await page.getByRole('status').filter({ hasText: partial }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(partial).count()).toBeGreaterThan(1);
    // The summary remembers being opened, by a test before this one too.
    const toggle = page.getByRole('button', { name: 'Price summary' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    expect(await page.getByRole('region', { name: 'Prices', exact: true }).textContent()).toContain(partial);
    await clearFaults();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/community/team/events')) requests.push(request.url());
    });
    await page.getByRole('button', { name: 'Load again' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${integer.format(events.length)} events`, { exact: true }).waitFor();
    expect(await hasFocus(page.getByRole('heading', { name: 'Events', level: 1 }))).toBe(true);
    expect(await page.getByText(/missing/).count()).toBe(0);
    // Only the page that failed was asked for again.
    expect(requests.map((url) => new URL(url).searchParams.get('page'))).toEqual(['2']);
  });

  it('narrows to one account from its badge on a card, whose heading then has the focus', async () => {
    await page.goto('/events?page=1&per_page=12');
    const badge = page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^Listings by / });
    const name = ((await badge.textContent()) ?? '').replace(/^Listings by /, '').replace(/Partner$/, '');
    const before = await page.evaluate(() => performance.timeOrigin);
    await badge.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: `Listings by ${name}` });
    await heading.waitFor();
    expect(await page.evaluate(() => performance.timeOrigin), 'opened in the app, not by a page load').toBe(
      before,
    );
    // The badge went with its page; the keyboard goes on from the account's heading, not from <body>.
    await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);
    const account = search(page).get('account');
    expect(search(page).get('all')).toBe('1');
    const count = events.filter((e) => e.account.id === account).length;
    await page
      .getByText(`Showing ${integer.format(count)} of ${integer.format(events.length)} events`)
      .waitFor();
  });
});

describe('the whole list of sessions', () => {
  it('sorts by the number of sessions; the dark table at 320 px has no axe violation and no page overflow', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await newPage(browser, { colorScheme: 'dark', viewport: { width: 320, height: 800 } });
      const { items: sessions } = await fetchAll<{ session_count: number }>('team-member', 'sessions');
      const most = Math.max(...sessions.map((s) => s.session_count));
      await signIn(page, 'team-member', '/sessions?all=1&view=table&sort=-sessions');
      const sessionsTable = page.getByRole('table', { name: 'Sessions' });
      await sessionsTable.waitFor();
      expect(
        await sessionsTable.getByRole('columnheader', { name: /^Sessions/ }).getAttribute('aria-sort'),
      ).toBe('descending');
      const sessionsColumn = await sessionsTable
        .getByRole('columnheader')
        .evaluateAll((headers) => headers.findIndex((header) => header.textContent?.startsWith('Sessions')));
      expect(
        await sessionsTable.locator('tbody tr').nth(0).locator('td').nth(sessionsColumn).textContent(),
      ).toBe(String(most));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
      await expectNoAxeViolations(page);
    } finally {
      await browser.close();
    }
  });
});

describe('the whole list as big-team', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = (await newPage(browser)).page;
    await signIn(page, 'big-team', '/events');
  });
  afterAll(() => browser?.close());
  afterEach(() => clearFaults());

  it('shows progress, can be cancelled midway, and then loads all 10,000 events', async () => {
    await addFault({ match: 'events', delayMs: 400 });
    // Nothing kept, a try before's read included: a list read whole comes back without reading.
    await forgetKept(page);
    await page.goto('/events');
    await page.getByRole('link', { name: 'Load all 10,000 events' }).click();
    const progress = page.getByRole('status').filter({ hasText: /^Read \d+ of 100 pages/ });
    await progress.waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await progress.waitFor({ state: 'detached' });
    // What was read stays, named as part of the whole; reading on fetches only the rest.
    await page
      .getByText(/^[\d,]+ of 10,000 events loaded/)
      .first()
      .waitFor();
    await clearFaults();
    await page.getByRole('button', { name: 'Load again' }).click();
    await page.getByText('10,000 events', { exact: true }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search events' }).fill('a');
    await expect
      .poll(async () => (await page.getByText(/^Showing [\d,]+ of 10,000 events$/).count()) > 0)
      .toBe(true);
  });

  it('draws light cards while the grid is flung, whole ones once it stops, and none at a reader’s pace', async () => {
    await page.goto('/events?all=1&view=grid');
    await page.getByText('10,000 events', { exact: true }).waitFor({ timeout: 60_000 });
    const grid = page.getByRole('list', { name: 'Events' });
    await grid.getByRole('heading').first().waitFor();
    const light = grid.locator('.card--light');
    // A fling: 24 px a millisecond, about 30 screens a second, frame by frame for one second.
    const mostLight = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const from = window.scrollY;
          let start: number | null = null;
          let most = 0;
          const step = (time: number) => {
            start ??= time;
            window.scrollTo(0, from + (time - start) * 24);
            most = Math.max(most, document.querySelectorAll('.card--light').length);
            if (time - start < 1000) requestAnimationFrame(step);
            else resolve(most);
          };
          requestAnimationFrame(step);
        }),
    );
    expect(mostLight).toBeGreaterThan(0);
    await expect.poll(() => light.count()).toBe(0);
    const titles = await grid.getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(await grid.getByRole('link', { name: titles[0] }).count()).toBeGreaterThan(0);

    // A reader's pace, 30 px a frame (about 2 screens a second), for 1.5 s: every card comes whole.
    const lightAtReadingPace = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          let light = false;
          const observer = new MutationObserver(() => {
            if (document.querySelector('.card--light')) light = true;
          });
          observer.observe(document.body, { childList: true, subtree: true });
          let start: number | null = null;
          const step = (time: number) => {
            start ??= time;
            window.scrollBy(0, 30);
            if (time - start < 1500) requestAnimationFrame(step);
            else {
              observer.disconnect();
              resolve(light);
            }
          };
          requestAnimationFrame(step);
        }),
    );
    expect(lightAtReadingPace).toBe(false);
  });

  it('keeps the focus on its card when the grid is wheeled far away, and Tab goes on from it', async () => {
    await page.goto('/events?all=1&view=grid');
    await page.getByText('10,000 events', { exact: true }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const grid = page.getByRole('list', { name: 'Events' });
    const href = await grid.locator('li').nth(4).locator('h2 a').getAttribute('href');
    const title = grid.locator(`h2 a[href="${href}"]`);
    await title.focus();
    const focusedCard = () => page.evaluate(() => document.activeElement?.closest('li')?.dataset.card);
    await page.mouse.move(600, 400);
    for (let step = 0; step < 10; step++) await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10_000);
    const lastCardTop = () =>
      grid
        .locator('li')
        .last()
        .evaluate((cell) => cell.getBoundingClientRect().top + window.scrollY);
    await expect.poll(lastCardTop).toBeGreaterThan(10_000);
    // The cards on screen are far below; the focused card's line is still there, whole, above them.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
    const rendered = await grid
      .locator('li[data-card]')
      .evaluateAll((cells) => cells.map((cell) => Number((cell as HTMLElement).dataset.card)));
    const kept = rendered.filter((card) => card < 60);
    expect(kept).toContain(4);
    expect(kept.length).toBeLessThanOrEqual(4);
    expect(await grid.locator('li[data-card="4"] .card--light').count()).toBe(0);
    await page.keyboard.press('Tab');
    await expect.poll(focusedCard).toBe('4');
    expect(await hasFocus(title)).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(2000);
  });

  it('moves the table’s focus to its last row with End, across 10,000 rows', async () => {
    await page.goto('/events?all=1&view=table');
    await page.getByText('10,000 events', { exact: true }).waitFor({ timeout: 60_000 });
    // The list kept since the tests before can be stale on a slow run and read again behind the table.
    await page.waitForLoadState('networkidle');
    const names = table(page).locator('tbody td.data-table__name a');
    await names.first().focus();
    await page.keyboard.press('End');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('tr')?.ariaRowIndex))
      .toBe('10001');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    await expect
      .poll(() => table(page).locator('tbody tr[data-index] td.data-table__name:not(:has(a))').count())
      .toBe(0);
  });

  it('keeps the focus on its row when the table is scrolled far away, and the keys go on from it', async () => {
    await page.goto('/events?all=1&view=table');
    await page.getByText('10,000 events', { exact: true }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const rowOfFocus = () => page.evaluate(() => document.activeElement?.closest('tr')?.ariaRowIndex);
    await nameCells(page).nth(3).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(rowOfFocus).toBe('6');
    await page.mouse.move(600, 400);
    for (let step = 0; step < 10; step++) await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10_000);
    // The rows on screen are far below; the focused row is still there, kept apart above them.
    const rendered = () =>
      table(page)
        .locator('tbody tr[data-index]')
        .evaluateAll((rows) => rows.map((row) => Number((row as HTMLElement).dataset.index)));
    await expect.poll(async () => (await rendered())[1]).toBeGreaterThan(200);
    expect((await rendered())[0]).toBe(4);
    expect(await rowOfFocus()).toBe('6');
    await page.keyboard.press('ArrowDown');
    await expect.poll(rowOfFocus).toBe('7');
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(1000);
  });
});
