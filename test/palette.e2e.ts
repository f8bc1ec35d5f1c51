import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, hasFocus, launchBrowser, newPage, signIn } from './support/browser';
import { APP_ORIGIN } from './support/origins';
import { chooseInPalette, openPalette, palette, paletteInput } from './support/palette';
import { openPersonMenu } from './support/sign-in';
import { fetchAll, type RawEvent } from './support/team-data';

/** The name with two letters of its longest word swapped: a typo a person makes. */
function misspelt(name: string): string {
  const word = name.split(/[^A-Za-z]+/).reduce((a, b) => (b.length > a.length ? b : a), '');
  const at = Math.floor(word.length / 2);
  const typo = `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
  return name.replace(word, typo).replace(/[^A-Za-z ]+/g, ' ');
}

describe('the command palette', () => {
  let browser: Browser;
  let page: Page;
  let events: RawEvent[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const session = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    page = session.page;
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_ORIGIN });
    ({ items: events } = await fetchAll<RawEvent>('team-member', 'events'));
    await signIn(page, 'team-member', '/');
    await page.getByRole('heading', { level: 1, name: 'What’s on' }).waitFor();
  });
  afterAll(() => browser?.close());
  // A try that failed with the palette open leaves it closed for the next: Ctrl K would close it.
  beforeEach(async () => {
    if ((await palette(page).count()) > 0) await page.keyboard.press('Escape');
  });

  it('finds an event by a misspelt name with Ctrl K, and Enter opens its page', async () => {
    const event = events.find((candidate) => /[A-Za-z]{8,}/.test(candidate.name)) as RawEvent;
    await openPalette(page);
    expect(await hasFocus(paletteInput(page))).toBe(true);
    await chooseInPalette(page, misspelt(event.name), event.name);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${APP_ORIGIN}/events/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    expect(await palette(page).count()).toBe(0);
  });

  it('opens from its button, is named for screen readers, passes axe, and Escape gives the focus back', async () => {
    const button = page.getByRole('button', { name: 'Search' });
    await button.focus();
    await page.keyboard.press('Enter');
    await paletteInput(page).waitFor();
    expect(await paletteInput(page).getAttribute('aria-expanded')).toBe('true');
    expect(await palette(page).getByRole('listbox').count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => palette(page).count()).toBe(0);
    expect(await hasFocus(button)).toBe(true);
  });

  it('fits a 320 px screen, opened from its icon button', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      await page.getByRole('button', { name: 'Search' }).click();
      await paletteInput(page).fill('a');
      await palette(page).getByRole('option').first().waitFor();
      const overflow = await palette(page).evaluate(
        (dialog) => dialog.getBoundingClientRect().right - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
      ).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('switches theme, density and language, copies the link, goes to pages and loads all', async () => {
    // In English, whatever a try before left on.
    await page.evaluate(() => localStorage.removeItem('teamboard.language'));
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'What’s on' }).waitFor();

    await openPalette(page);
    await chooseInPalette(page, 'dark', 'Theme: Dark');
    await page.keyboard.press('Enter');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await openPersonMenu(page);
    expect(await page.getByRole('combobox', { name: 'Colour theme' }).inputValue()).toBe('dark');

    await openPalette(page);
    await chooseInPalette(page, 'compact', /density: Compact/);
    await page.keyboard.press('Enter');
    await openPersonMenu(page);
    expect(await page.getByRole('combobox', { name: 'Density' }).inputValue()).toBe('compact');

    await openPalette(page);
    await chooseInPalette(page, 'copy link', 'Copy link to this page');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${APP_ORIGIN}/`);

    await openPalette(page);
    await chooseInPalette(page, 'go sessions', 'Go to Sessions');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${APP_ORIGIN}/sessions`);

    await openPalette(page);
    await chooseInPalette(page, 'load all events', 'Load all events');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/events' && url.searchParams.has('all'));

    await openPalette(page);
    await chooseInPalette(page, 'deutsch', 'Language: Deutsch');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    await page.keyboard.press('Control+K');
    const german = page.getByRole('dialog', { name: 'Suche und Befehle' });
    await german.getByRole('combobox').fill('english');
    await expect
      .poll(() => german.getByRole('option', { name: 'Sprache: English' }).getAttribute('aria-selected'))
      .toBe('true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('searches what the tab has read, says more could be read, and reads on at a keystroke', async () => {
    const fresh = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await signIn(fresh.page, 'team-member', '/sessions');
      await fresh.page.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
      const last = events.at(-1) as RawEvent;
      await openPalette(fresh.page);
      await paletteInput(fresh.page).fill(last.name);
      const readOn = palette(fresh.page).getByRole('option', { name: /^Search all events \(0 events read/ });
      await readOn.waitFor();
      expect(await palette(fresh.page).getByRole('option', { name: last.name }).count()).toBe(0);
      for (let step = 0; (await readOn.getAttribute('aria-selected')) !== 'true' && step < 30; step++)
        await fresh.page.keyboard.press('ArrowDown');
      await fresh.page.keyboard.press('Enter');
      await palette(fresh.page).getByRole('option', { name: last.name }).first().waitFor();
      await expect.poll(() => readOn.count()).toBe(0);
    } finally {
      await fresh.context.close();
    }
  });

  it('refreshes a member’s event page, which has no Refresh button, by reading its events again', async () => {
    const event = events[0] as RawEvent;
    await page.goto(`/events/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('button', { name: /Refresh/ })
        .count(),
    ).toBe(0);
    const read = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith('/v1/me/community/team/events'),
    );
    await openPalette(page);
    await chooseInPalette(page, 'refresh', 'Refresh this page');
    await page.keyboard.press('Enter');
    await read;
    await page.getByRole('status').filter({ hasText: 'Refreshing' }).waitFor();
  });

  it('signs out', async () => {
    await openPalette(page);
    await chooseInPalette(page, 'sign out', 'Sign out');
    await page.keyboard.press('Enter');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('button', { name: 'Search' }).count()).toBe(0);
  });
});
