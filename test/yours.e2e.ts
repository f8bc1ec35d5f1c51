import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newPage, signIn, type TestPage } from './support/browser';
import { runInPalette } from './support/palette';
import { forgetPersonal } from './support/personal';
import { fetchAll, type RawEvent, statusAt } from './support/team-data';

const yoursBand = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { name: /^Yours/ }) });

async function openEvent(page: Page, event: RawEvent) {
  await page.goto(`/events/${event.id}`);
  await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
}

async function exportedFile(page: Page, menu: string): Promise<{ starred: string[]; followed: string[] }> {
  await page.getByRole('button', { name: menu }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export stars and follows' }).click(),
  ]);
  await page.keyboard.press('Escape');
  return JSON.parse(await readFile((await download.path()) as string, 'utf8'));
}

async function signOutWithPalette(page: Page) {
  await runInPalette(page, 'sign out', 'Sign out');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).waitFor();
}

describe('stars and follows', () => {
  let browser: Browser;
  let tab: TestPage;
  let page: Page;
  let events: RawEvent[];
  let starred: RawEvent;
  let organiser: RawEvent['account'];
  let expectedHome: Set<string>;
  let expectedWhole: Set<string>;

  beforeAll(async () => {
    browser = await launchBrowser();
    tab = await newPage(browser, { viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = tab.page;
    ({ items: events } = await fetchAll<RawEvent>('team-member', 'events'));
    const later = Date.now() + 3_600_000;
    const ahead = events.filter((event) => statusAt(event, later) === 'upcoming');
    starred = ahead[0] as RawEvent;
    organiser = (ahead.find((event) => event.account.id !== starred.account.id) as RawEvent).account;
    const mine = (event: RawEvent) => event.id === starred.id || event.account.id === organiser.id;
    const now = Date.now();
    expectedHome = new Set(
      events.filter((e) => mine(e) && ['live', 'upcoming'].includes(statusAt(e, now))).map((e) => e.id),
    );
    expectedWhole = new Set(events.filter(mine).map((event) => event.id));
    await signIn(page, 'team-member', '/');
  });
  afterAll(() => browser?.close());

  it('puts a starred event and a followed organiser’s next events first on What’s on', async () => {
    // Nothing starred or followed yet, by a try before either.
    await forgetPersonal(page, 'yours');
    await openEvent(page, starred);
    const star = page.getByRole('button', { name: `Star ${starred.name}` });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    expect(await star.getAttribute('aria-pressed')).toBe('true');
    const byOrganiser = events.find((event) => event.account.id === organiser.id) as RawEvent;
    await openEvent(page, byOrganiser);
    await page.getByRole('button', { name: `Follow ${organiser.name}` }).click();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'What’s on' }).first().click();
    await yoursBand(page).waitFor();
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings[0]).toMatch(new RegExp(`^Yours${expectedHome.size} event`));
    const shown = await yoursBand(page)
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('a')?.getAttribute('href')));
    expect(shown.length).toBe(Math.min(expectedHome.size, 24));
    for (const href of shown)
      expect(expectedHome.has(decodeURIComponent(href?.split('/').at(-1) ?? ''))).toBe(true);
    expect(shown).toContain(`/events/${starred.id}`);
  });

  it('stars an event from its card without opening it, and its page agrees', async () => {
    await page.goto('/events');
    const unstarred = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Star /, pressed: false }) })
      .first();
    const name = (await unstarred.getByRole('heading').textContent()) as string;
    const star = page.getByRole('main').getByRole('button', { name: `Star ${name}` });
    await star.click();
    expect(await star.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/events');

    await page.getByRole('main').getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const onItsPage = page.getByRole('main').getByRole('button', { name: `Star ${name}` });
    expect(await onItsPage.getAttribute('aria-pressed')).toBe('true');
    await onItsPage.click();
    await page.goBack();
    expect(await star.getAttribute('aria-pressed')).toBe('false');
  });

  it('filters the whole list to them, and keeps them after a reload', async () => {
    await page.goto('/events?all=1&yours=1');
    await expect
      .poll(() => page.getByText(/^Showing \d+ of/).textContent(), { timeout: 20_000 })
      .toBe(`Showing ${expectedWhole.size} of ${events.length} events`);
    expect(await page.getByRole('checkbox', { name: 'Starred and followed only' }).isChecked()).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByText(/^Showing \d+ of/).textContent(), { timeout: 20_000 })
      .toBe(`Showing ${expectedWhole.size} of ${events.length} events`);
  });

  it('exports them as a small file that another browser imports', async () => {
    const file = await exportedFile(page, 'Tamsin Member');
    expect(file.starred).toEqual([starred.id]);
    expect(file.followed).toEqual([organiser.id]);

    const other = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await signIn(other.page, 'team-member', '/');
      await other.page.getByRole('heading', { level: 1, name: 'What’s on' }).waitFor();
      expect(await yoursBand(other.page).count()).toBe(0);
      await other.page.getByRole('button', { name: 'Tamsin Member' }).click();
      await other.page.getByLabel('Import stars and follows').setInputFiles({
        name: 'yours.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ format: 'teamboard-yours', ...file })),
      });
      await other.page.getByRole('status').filter({ hasText: 'Stars and follows imported' }).waitFor();
      await other.page.keyboard.press('Escape');
      await yoursBand(other.page).waitFor();
    } finally {
      await other.context.close();
    }
  });

  it('shows none of it to another person on the same browser, and keeps it for the first', async () => {
    await signOutWithPalette(page);
    await signIn(page, 'empty-team', '/');
    await page.getByRole('heading', { level: 1, name: 'What’s on' }).waitFor();
    expect(await exportedFile(page, 'Emil Empty')).toEqual({
      format: 'teamboard-yours',
      starred: [],
      followed: [],
    });
    await signOutWithPalette(page);
    await signIn(page, 'team-member', '/');
    await yoursBand(page).waitFor();
    // Broken covers and the empty team's pages answer 404 and 400 by design; nothing else may fail.
    expect(tab.errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });
});
