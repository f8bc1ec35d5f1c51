import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, hasFocus, launchBrowser, newPage, signIn } from './support/browser';
import { openPersonMenu } from './support/sign-in';

// Every view and state, light on a wide screen and dark on a 320 px phone: axe finds nothing, and
// nothing scrolls sideways. Then the ways in that need no mouse, and the second language.

type View = { name: string; login: string; path: string; ready: (page: Page) => Promise<void> };

const main = (page: Page) => page.getByRole('main');
const article = (page: Page) => main(page).getByRole('article').first().waitFor();
const heading = (name: string | RegExp) => (page: Page) =>
  main(page).getByRole('heading', { name }).first().waitFor();

const views: View[] = [
  { name: 'home', login: 'team-member', path: '/', ready: heading(/^Live now/) },
  { name: 'paged cards', login: 'team-member', path: '/events?page=2', ready: article },
  { name: 'whole list, grid', login: 'team-member', path: '/events?all=1&view=grid', ready: article },
  {
    name: 'whole list, table and price summary',
    login: 'team-member',
    path: '/sessions?all=1&view=table',
    ready: async (page) => {
      await main(page).getByRole('table', { name: 'Sessions' }).waitFor();
      const prices = main(page).getByRole('region', { name: 'Prices', exact: true });
      if (!(await prices.isVisible()))
        await main(page).getByRole('button', { name: 'Price summary' }).click();
      await prices.waitFor();
    },
  },
  {
    name: 'an event',
    login: 'team-member',
    path: '/events',
    ready: async (page) => {
      await main(page).getByRole('article').first().getByRole('heading').getByRole('link').click();
      await main(page).getByRole('button', { name: 'Copy link' }).waitFor();
      await main(page).getByText('Details', { exact: true }).click();
    },
  },
  { name: 'a dead link', login: 'team-member', path: '/events/evt_gone', ready: heading(/no longer among/) },
  { name: 'empty team', login: 'empty-team', path: '/', ready: heading('Nothing on yet') },
  { name: 'no team', login: 'no-team', path: '/sessions', ready: heading('No community team') },
];

describe('accessibility of every view', () => {
  let browser: Browser;
  const tabs = new Map<string, Promise<Page>>();
  /** One tab per person, signed in once; each view is then opened by its address in both looks. */
  const tabOf = (login: string): Promise<Page> => {
    const tab =
      tabs.get(login) ??
      newPage(browser).then(async ({ page }) => {
        await signIn(page, login, '/');
        return page;
      });
    tabs.set(login, tab);
    // A sign-in that failed is tried again by the next view, not handed on.
    tab.catch(() => tabs.delete(login));
    return tab;
  };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(views)(
    '$name: no axe violation, light and wide, dark at 320 px',
    async ({ login, path, ready }) => {
      const page = await tabOf(login);
      for (const look of [
        { colorScheme: 'light', viewport: { width: 1280, height: 860 } },
        { colorScheme: 'dark', viewport: { width: 320, height: 700 } },
      ] as const) {
        await page.emulateMedia({ colorScheme: look.colorScheme });
        await page.setViewportSize(look.viewport);
        await page.goto(path);
        await ready(page);
        await expectNoAxeViolations(page);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
        ).toBeLessThanOrEqual(0);
      }
    },
  );

  it('goes from the home to an event and back by keyboard alone', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'team-member', '/');
    await heading(/^Live now/)(page);
    const firstLink = main(page).getByRole('article').first().getByRole('heading').getByRole('link');
    const name = (await firstLink.textContent()) ?? '';
    // From the search box, Tab reaches the first card's title through the filters.
    await main(page).getByRole('searchbox', { name: 'Search events' }).focus();
    for (let step = 0; step < 40 && !(await hasFocus(firstLink)); step++) await page.keyboard.press('Tab');
    expect(await hasFocus(firstLink)).toBe(true);
    await page.keyboard.press('Enter');
    await main(page).getByRole('heading', { level: 1, name }).waitFor();
    await main(page).getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await heading(/^Live now/)(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('speaks the browser’s language, and the person’s choice', async () => {
    const { page, context } = await newPage(browser, { locale: 'de-DE' });
    await signIn(page, 'team-member', '/');
    await heading(/^Jetzt live/)(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expectNoAxeViolations(page);
    await openPersonMenu(page);
    // The page was scanned a moment ago: only the header, where the menu opened, is new.
    await expectNoAxeViolations(page, 'header');
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await heading(/^Live now/)(page);
    await page.reload();
    await heading(/^Live now/)(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });
});
