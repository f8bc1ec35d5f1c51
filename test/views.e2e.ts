import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newPage, signIn, type TestPage } from './support/browser';
import { APP_ORIGIN } from './support/origins';
import { runInPalette } from './support/palette';
import { forgetPersonal } from './support/personal';
import { openPersonMenu } from './support/sign-in';

const saved = '/events?all=1&partners=1&sort=-price&view=table';
const viewsMenu = (page: Page) => page.getByRole('group', { name: 'Saved views' });

async function openViews(page: Page) {
  await page.getByText('Views', { exact: true }).click();
  await viewsMenu(page).waitFor();
}

/** The whole list shows exactly the saved view: partners only, dearest first, a table without Duration. */
async function expectSavedView(page: Page) {
  await page.waitForURL(`${APP_ORIGIN}${saved}`);
  await page.getByRole('table').waitFor();
  expect(await page.getByRole('checkbox', { name: 'Partners only' }).isChecked()).toBe(true);
  expect(await page.getByRole('combobox', { name: 'Sort' }).inputValue()).toBe('-price');
  const heads = await page.getByRole('columnheader').allTextContents();
  expect(heads.some((head) => head.startsWith('Price'))).toBe(true);
  expect(heads.some((head) => head.startsWith('Duration'))).toBe(false);
}

describe('saved views', () => {
  let browser: Browser;
  let tab: TestPage;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    tab = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    page = tab.page;
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_ORIGIN });
    await signIn(page, 'team-member', saved);
  });
  afterAll(() => browser?.close());

  it('names the whole list’s filters, sort, layout and columns, and brings them back after a reload', async () => {
    // No view saved yet, a try before's included.
    await forgetPersonal(page, 'views');
    await page.goto(saved);
    await page.getByRole('table').waitFor();
    await page.getByText('Columns', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Duration' }).uncheck();
    await openViews(page);
    expect(await page.getByText('No saved views here yet.').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Name this view' }).fill('Partner prices');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved “Partner prices”' }).waitFor();
    await expectNoAxeViolations(page);

    // Duration back on, so only the saved view can take it off again.
    await page.getByRole('checkbox', { name: 'Duration' }).check();
    await page.goto('/events?all=1');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await openViews(page);
    await page.getByRole('button', { name: 'Partner prices', exact: true }).click();
    await expectSavedView(page);
  });

  it('shares it as a link that opens the same view', async () => {
    await openViews(page);
    await page.getByRole('button', { name: 'Copy link to Partner prices' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${APP_ORIGIN}${saved}`);
    const other = await tab.context.newPage();
    await other.goto(link);
    await expectSavedView(other);
    await other.close();
  });

  it('renames and deletes it, by keyboard', async () => {
    await page.goto('/events?all=1');
    await openViews(page);
    await page.getByRole('button', { name: 'Rename Partner prices' }).focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: 'New name for Partner prices' });
    await field.fill('Partners, dearest first');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Partners, dearest first', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete Partners, dearest first' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('No saved views here yet.').waitFor();
    expect(await viewsMenu(page).getByRole('listitem').count()).toBe(0);
  });

  it('keeps a What’s on view with its density', async () => {
    await page.goto('/?status=live');
    await openPersonMenu(page);
    await page.getByRole('combobox', { name: 'Density' }).selectOption('compact');
    await page.keyboard.press('Escape');
    await openViews(page);
    await page.getByRole('textbox', { name: 'Name this view' }).fill('Live, compact');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved “Live, compact”' }).waitFor();
    await page.goto('/');
    await openPersonMenu(page);
    await page.getByRole('combobox', { name: 'Density' }).selectOption('cards');
    await page.keyboard.press('Escape');
    await openViews(page);
    await page.getByRole('button', { name: 'Live, compact', exact: true }).click();
    await page.waitForURL(`${APP_ORIGIN}/?status=live`);
    await openPersonMenu(page);
    expect(await page.getByRole('combobox', { name: 'Density' }).inputValue()).toBe('compact');
  });

  it('shows none of them to another person on the same browser', async () => {
    await runInPalette(page, 'sign out', 'Sign out');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).waitFor();
    await signIn(page, 'big-team', '/');
    await page.getByRole('heading', { level: 1, name: 'What’s on' }).waitFor();
    await openViews(page);
    expect(await page.getByText('No saved views here yet.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Live, compact', exact: true }).count()).toBe(0);
  });
});
