import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';
import { addFault, clearFaults, resetSandboxClock, setSandboxClock } from './support/sandbox';
import { eventToReplay } from './support/team-data';

const minute = 60_000;

describe('a page that stays true while open', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = (await newPage(browser)).page;
    await signIn(page, 'team-member', '/events');
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await clearFaults();
    await resetSandboxClock();
  });

  it('turns an event Live on screen when its start comes, by asking the server again', async () => {
    const event = await eventToReplay('team-member');
    const before = event.start - 2 * minute;
    await setSandboxClock(before);
    await page.clock.install({ time: before });
    await page.goto(`/events/${event.id}`);
    const status = page.getByRole('main').locator('.status-chip').first();
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Upcoming');
    // The server's answer in, not only what the device kept: its start is what the page then waits for.
    await page.waitForLoadState('networkidle');

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/community/team/events')) requests.push(request.url());
    });
    // The event goes live at the server; the page asks again within a minute, as something starts soon.
    // A jump fires the due timers once, so requests then in flight keep their real time.
    await setSandboxClock(event.start + minute);
    await page.clock.fastForward(2 * minute);
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('Live');
    expect(requests.length).toBeGreaterThan(0);
  });

  it('keeps the cards when a refresh fails, and says so', async () => {
    const event = await eventToReplay('team-member');
    await setSandboxClock(event.start - 2 * minute);
    await page.clock.install({ time: event.start - 2 * minute });
    await page.goto('/');
    await page.getByRole('heading', { name: /^Live now/ }).waitFor();
    // The home draws its cards a frame at a time; its sessions note shows once every band is drawn.
    await page.getByRole('complementary', { name: 'Sessions' }).waitFor();
    const cards = await page.getByRole('main').getByRole('article').count();
    expect(cards).toBeGreaterThan(0);

    await addFault({ match: 'events', status: 500 });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /The server had a problem answering/ })
      .waitFor({ timeout: 30_000 });
    expect(await page.getByRole('main').getByRole('article').count()).toBe(cards);
    expect(await page.getByText(/What is shown is from the last successful load/).count()).toBeGreaterThan(0);
  });
});
