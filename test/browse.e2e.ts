import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  hasFocus,
  launchBrowser,
  newPage,
  signIn,
  type TestPage,
} from './support/browser';
import { addFault, clearFaults } from './support/sandbox';
import { openPersonMenu } from './support/sign-in';

const cards = (page: Page) => page.getByRole('list', { name: 'Events' }).getByRole('article');
const search = (page: Page) => new URL(page.url()).search;

/** Console errors other than images that fail on purpose (the seed has broken covers). */
const realErrors = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

describe('browsing as team-member', () => {
  let browser: Browser;
  let session: TestPage;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await newPage(browser);
    page = session.page;
    await signIn(page, 'team-member', '/events');
  });
  afterAll(() => browser?.close());
  afterEach(() => clearFaults());

  it('shows 24 event cards with covers, prices, statuses and account badges', async () => {
    await page.goto('/events');
    await cards(page).first().waitFor();
    await expect.poll(() => cards(page).count()).toBe(24);
    const first = cards(page).first();
    expect(await first.getByRole('link').first().textContent()).toBeTruthy();
    expect(await first.locator('.status-chip').textContent()).toMatch(/^(Live|Upcoming|Ended|Cancelled)$/);
    expect(await page.locator('.card .price').count()).toBe(24);
    expect(await page.locator('.card .organiser').count()).toBe(24);
    expect(await page.locator('.card .cover img, .card .cover__fallback').count()).toBe(24);
    expect(await page.getByRole('navigation', { name: 'Events pages' }).textContent()).toMatch(
      /Page 1 of \d+/,
    );
    expect(realErrors(session.errors)).toEqual([]);
  });

  it("keeps the Load all link's place when its page count arrives, so nothing shifts", async () => {
    // The count comes from page 1 at 100 per page: held back, so the link is first seen without it.
    await addFault({ match: 'events', page: 1, delayMs: 2000 });
    // Nothing kept by the tests before, or the count would be there from the start.
    await page.evaluate(() => void indexedDB.deleteDatabase('teamboard-cache'));
    await page.goto('/events?page=2');
    const link = page.getByRole('link', { name: /^Load all/ });
    await link.waitFor();
    expect(await link.textContent()).toBe('Load all');
    const before = await link.boundingBox();
    await page.getByRole('link', { name: /^Load all \d+ events$/ }).waitFor();
    expect(await link.boundingBox()).toEqual(before);
  });

  it('draws the designed fallback, from CSS, over a cover that fails to load', async () => {
    await page.goto('/events');
    const broken = page.locator('.card img.cover__img[src*="/covers/gone/"]').first();
    await broken.scrollIntoViewIfNeeded();
    await expect
      .poll(() => broken.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0))
      .toBe(true);
    const drawn = await broken.evaluate((img) => {
      const after = getComputedStyle(img, '::after');
      return { content: after.content, background: after.backgroundImage };
    });
    expect(drawn.content).toBe(`"${await broken.getAttribute('data-initials')}"`);
    expect(drawn.content).toMatch(/^"\S{1,2}"$/u);
    expect(drawn.background).toContain('linear-gradient');
  });

  it('starts a new page at its top when it was paged from further down', async () => {
    await page.goto('/events?page=2');
    await expect.poll(() => cards(page).count()).toBe(24);
    const next = page.getByRole('link', { name: 'Next page' });
    await next.scrollIntoViewIfNeeded();
    const listTop = () =>
      page.locator('.list').evaluate((list) => Math.round(list.getBoundingClientRect().top));
    expect(await listTop()).toBeLessThan(0);
    await next.click();
    await expect.poll(() => search(page)).toBe('?page=3&per_page=24');
    await expect.poll(listTop).toBeGreaterThanOrEqual(0);
  });

  it('pages by click and by keyboard, back returns, reload keeps the page', async () => {
    await page.goto('/events');
    const firstName = await cards(page).first().getByRole('link').first().textContent();
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect.poll(() => search(page)).toBe('?page=2&per_page=24');
    await expect.poll(() => cards(page).first().getByRole('link').first().textContent()).not.toBe(firstName);

    await page.locator('body').press('ArrowRight');
    await expect.poll(() => search(page)).toBe('?page=3&per_page=24');
    await page.locator('body').press('ArrowLeft');
    await expect.poll(() => search(page)).toBe('?page=2&per_page=24');

    await page.goBack();
    await expect.poll(() => search(page)).toBe('?page=3&per_page=24');
    await page.reload();
    await expect
      .poll(() => page.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current'))
      .toBe('page');
  });

  it('keeps the focus in the pager when Next reaches the last page and turns off', async () => {
    await page.goto('/events?page=12&per_page=24');
    await page.getByRole('link', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => search(page)).toBe('?page=13&per_page=24');
    await expect.poll(() => hasFocus(page.getByRole('link', { name: 'Page 13' }))).toBe(true);
  });

  it('changes the page size and remembers it', async () => {
    await page.goto('/events');
    await page.getByRole('combobox', { name: 'Per page' }).selectOption('12');
    await expect.poll(() => cards(page).count()).toBe(12);
    expect(search(page)).toBe('?per_page=12');
    await page.goto('/events');
    await expect.poll(() => cards(page).count()).toBe(12);
    await page.getByRole('combobox', { name: 'Per page' }).selectOption('24');
  });

  it('moves a page past the last to the last, with a notice, and corrects garbage', async () => {
    await page.goto('/events?page=9999&per_page=24');
    await page.getByText(/There is no page 9,999: the list has \d+ pages/).waitFor();
    await expect.poll(() => search(page)).toMatch(/^\?page=\d+&per_page=24$/);
    await page.goto('/events?page=abc&per_page=1000');
    await page.getByText(/“abc” is not a page number/).waitFor();
    await page
      .getByText(/“1000” is not a page size from 1 to 100, so 100 items per page are shown/)
      .waitFor();
    await expect.poll(() => search(page)).toBe('?per_page=100');
    await page.goto('/events?per_page=0');
    await page.getByText(/“0” is not a page size from 1 to 100, so 24 items per page are shown/).waitFor();
    await expect.poll(() => cards(page).count()).toBe(24);
  });

  it('has no axe violation on events and sessions, light and dark', async () => {
    await page.goto('/sessions');
    await page.getByRole('list', { name: 'Sessions' }).waitFor();
    await expectNoAxeViolations(page);
    await openPersonMenu(page);
    await page.getByRole('combobox', { name: 'Colour theme' }).selectOption('dark');
    await page.goto('/events');
    await cards(page).first().waitFor();
    await expectNoAxeViolations(page);
    await openPersonMenu(page);
    await page.getByRole('combobox', { name: 'Colour theme' }).selectOption('system');
  });

  it('shows an error with Retry that keeps the URL', async () => {
    await addFault({ match: 'events', status: 500, times: 20 });
    await page.goto('/events?page=2&per_page=12');
    await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    await clearFaults();
    await page.getByRole('button', { name: 'Retry' }).focus();
    await page.keyboard.press('Enter');
    // Page 2 may have been kept on the device by an earlier test: its cards then show beside the error, and
    // only the error's going says the retry is done.
    await page.getByRole('button', { name: 'Retry' }).waitFor({ state: 'detached' });
    await expect.poll(() => cards(page).count()).toBe(12);
    expect(search(page)).toBe('?page=2&per_page=12');
    // Retry went with the error; the list's title has the focus, not <body>.
    expect(await hasFocus(page.getByRole('heading', { name: 'Events', level: 1 }))).toBe(true);
  });
});

describe('teams with nothing to show', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('empty-team sees the empty state', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'empty-team', '/events');
    await page.getByRole('heading', { name: 'No events yet' }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('no-team is told there is no community team', async () => {
    const { page, context } = await newPage(browser, { colorScheme: 'dark' });
    await signIn(page, 'no-team', '/sessions');
    await page.getByRole('heading', { name: 'No community team' }).waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    await context.close();
  });
});
