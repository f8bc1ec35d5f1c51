import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, type TestPage } from './support/browser';
import { forgetKept } from './support/kept';
import { addFault, clearFaults } from './support/sandbox';
import { openPersonMenu } from './support/sign-in';
import { fetchAll, type RawEvent, statusAt } from './support/team-data';

const sections = (page: Page) => page.getByRole('main').getByRole('region');
const sectionTitles = (page: Page) =>
  sections(page).evaluateAll((regions) =>
    // The heading's own words, without its count or the live dot.
    regions.map(
      (region) =>
        [...(region.querySelector('h2')?.childNodes ?? [])].find((node) => node.nodeType === Node.TEXT_NODE)
          ?.textContent,
    ),
  );
/** Whether the home's two placeholder cards stand in for its sections. */
const placeholders = (page: Page) =>
  page
    .locator('.home__timeline')
    .evaluate((timeline) =>
      ['::before', '::after'].every((pseudo) => getComputedStyle(timeline, pseudo).content !== 'none'),
    );
/** The start times of a band's cards, in the order shown. */
const startTimes = (page: Page, name: RegExp) =>
  sections(page)
    .filter({ has: page.getByRole('heading', { name }) })
    .locator('article time[datetime]')
    .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));

describe('the home as team-member', () => {
  let browser: Browser;
  let session: TestPage;
  let page: Page;
  let events: RawEvent[];
  /** The same person on a 390 × 844 phone. */
  let phone: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    page = session.page;
    ({ items: events } = await fetchAll<RawEvent>('team-member', 'events'));
    await signIn(page, 'team-member', '/');
    phone = (await newPage(browser, { viewport: { width: 390, height: 844 } })).page;
    await signIn(phone, 'team-member', '/');
  });
  afterAll(() => browser?.close());
  afterEach(() => clearFaults());

  it('lands on what is live now, then the next events soonest first, without a click', async () => {
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { name: /^Live now/ }).waitFor();
    const now = Date.now();
    const live = events.filter((event) => statusAt(event, now) === 'live');
    const upcoming = events
      .filter((event) => statusAt(event, now) === 'upcoming')
      .map((event) => Date.parse(event.scheduled_at ?? ''))
      .sort((a, b) => a - b);

    const titles = await sectionTitles(page);
    expect(titles[0]).toBe('Live now');
    const order = ['Live now', 'Today', 'Tomorrow', 'This week', 'Later'];
    const shown = titles.filter((title) => order.includes(title ?? ''));
    expect(shown).toEqual(order.filter((title) => shown.includes(title)));
    await expect
      .poll(() => page.getByRole('heading', { name: /^Live now/ }).textContent())
      .toContain(`${live.length} event`);

    const firstUpcomingBand = shown.find((title) => title !== 'Live now') ?? '';
    const times = await startTimes(page, new RegExp(`^${firstUpcomingBand}`));
    expect(times.length).toBeGreaterThan(0);
    expect(times[0]).toBe(upcoming[0]);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('keeps its quick filters and search in the URL, through a reload', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Upcoming', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search events' }).fill('workshop');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('workshop');
    expect(new URL(page.url()).searchParams.getAll('status')).toEqual(['upcoming']);
    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: 'Upcoming', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await page.getByRole('searchbox', { name: 'Search events' }).inputValue()).toBe('workshop');
    await page.getByRole('main').getByRole('article').first().waitFor();
    const names = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('workshop');
    expect(await sectionTitles(page)).not.toContain('Live now');
  });

  it('on a 390 × 844 phone, shows the first event above 300 px and no settings in the header', async () => {
    const first = phone.getByRole('main').getByRole('article').first();
    await first.waitFor();
    expect((await first.boundingBox())?.y).toBeLessThan(300);
    expect(await phone.getByRole('banner').getByRole('combobox').count()).toBe(0);
    await openPersonMenu(phone);
    for (const name of ['Language', 'Colour theme', 'Density'])
      expect(await phone.getByRole('banner').getByRole('combobox', { name }).isVisible()).toBe(true);
  });

  it('on a phone, keeps the filters behind one control that counts them', async () => {
    await phone.goto('/?status=upcoming&price=free');
    const toggle = phone.getByRole('search').getByRole('button', { name: 'Filters (2)' });
    await toggle.waitFor();
    const upcoming = phone.getByRole('button', { name: 'Upcoming', exact: true });
    expect(await upcoming.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await upcoming.getAttribute('aria-pressed')).toBe('true');
    await upcoming.click();
    await phone.getByRole('button', { name: 'Filters (1)' }).waitFor();
  });
});

describe('the home as big-team', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = (await newPage(browser)).page;
    await signIn(page, 'big-team', '/events');
  });
  afterAll(() => browser?.close());
  afterEach(() => clearFaults());

  it('stands placeholders in while its first page is on its way, and none beside an error', async () => {
    await forgetKept(page);
    // Every request for page 1 for a while: the page being left may ask for it too.
    await addFault({ match: 'events', page: 1, delayMs: 3000, times: 5 });
    await page.goto('/');
    await page.locator('.home__timeline').waitFor();
    expect(await placeholders(page)).toBe(true);
    await page.getByRole('heading', { name: /^Live now/ }).waitFor();
    expect(await placeholders(page)).toBe(false);

    await clearFaults();
    await forgetKept(page);
    await addFault({ match: 'events', page: 1, kind: 'malformed-json', times: 10 });
    await page.goto('/');
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).waitFor();
    expect(await placeholders(page)).toBe(false);
  });

  it('shows the first sections while it reads on, and says how far it has read', async () => {
    // A page halfway that outlasts the client's timeout twice before it answers: reading stays open long
    // enough to see both at once.
    await addFault({ match: 'events', page: 50, delayMs: 6000, times: 2 });
    // From a list page with nothing kept, a try before's included: a list read whole is not read again.
    await forgetKept(page);
    await page.goto('/events');
    await page.getByRole('link', { name: 'What’s on', exact: true }).click();
    const progress = page.getByRole('status').filter({ hasText: /^Read \d+ of 100 pages/ });
    await progress.waitFor();
    await page.getByRole('heading', { name: /^Live now/ }).waitFor();
    expect(await progress.isVisible()).toBe(true);
    await progress.waitFor({ state: 'detached', timeout: 30_000 });
  });
});
