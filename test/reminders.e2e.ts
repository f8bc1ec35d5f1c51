import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';
import { APP_ORIGIN } from './support/origins';
import { resetSandboxClock, setSandboxClock } from './support/sandbox';
import { eventToReplay, type RawEvent } from './support/team-data';

const minute = 60_000;

type Shown = { title: string; body: string | undefined };

/** Counts the notifications the page shows; each is still shown by the browser's own Notification. */
function recordNotifications() {
  const Shown = window.Notification;
  const shown: Shown[] = [];
  Object.assign(window, { shownNotifications: shown });
  window.Notification = class extends Shown {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      shown.push({ title, body: options?.body });
    }
  } as typeof Notification;
}

const shownNotifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownNotifications: Shown[] }).shownNotifications);

/** Signs in, sets both clocks 20 minutes before the event, stars it and turns reminders on. */
async function starWithReminders(page: Page, event: RawEvent & { start: number }) {
  await signIn(page, 'team-member', '/events');
  await setSandboxClock(event.start - 20 * minute);
  await page.clock.install({ time: event.start - 20 * minute });
  await page.goto(`/events/${event.id}`);
  await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
  await page.getByRole('button', { name: `Star ${event.name}` }).click();
  await page.getByRole('button', { name: 'Tamsin Member' }).click();
  await page.getByRole('checkbox', { name: 'Notify me before my starred events start' }).click();
  expect(await page.getByRole('combobox', { name: 'How long before' }).inputValue()).toBe('15');
}

describe('reminders', () => {
  let browser: Browser;
  let event: RawEvent & { start: number };

  beforeAll(async () => {
    browser = await launchBrowser();
    event = await eventToReplay('team-member');
  });
  afterAll(() => browser?.close());
  afterEach(() => resetSandboxClock());

  it('notifies 15 minutes before a starred event where notifications are granted', async () => {
    const { page, context } = await newPage(browser, { acceptDownloads: true });
    await context.grantPermissions(['notifications'], { origin: APP_ORIGIN });
    await context.addInitScript(recordNotifications);
    await starWithReminders(page, event);
    const optIn = page.getByRole('checkbox', { name: 'Notify me before my starred events start' });
    await expect.poll(() => optIn.isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await page.clock.fastForward(2 * minute);
    expect(await shownNotifications(page)).toEqual([]);

    await page.clock.fastForward(4 * minute);
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([{ title: event.name, body: expect.stringMatching(/^Starts in 1[34] minutes$/) }]);
    await page.clock.fastForward(minute);
    expect(await shownNotifications(page)).toHaveLength(1);

    // Close the person's menu; all starred events are in the event page's Add to calendar menu.
    await page.keyboard.press('Escape');
    await page.getByText('Add to calendar', { exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'All my starred events' }).click(),
    ]);
    const calendar = new ICAL.Component(
      ICAL.parse(await readFile((await download.path()) as string, 'utf8')),
    );
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue('summary'))).toEqual([event.name]);
    const alarm = vevents[0]?.getFirstSubcomponent('valarm');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT15M');
    await context.close();
  });

  it('shows nothing where notifications are not granted, and says why', async () => {
    const { page, context } = await newPage(browser);
    await context.addInitScript(recordNotifications);
    await starWithReminders(page, event);
    await page.getByRole('status').filter({ hasText: 'blocks notifications' }).waitFor();
    expect(
      await page.getByRole('checkbox', { name: 'Notify me before my starred events start' }).isChecked(),
    ).toBe(false);
    await page.keyboard.press('Escape');
    await page.clock.fastForward(6 * minute);
    await page.clock.fastForward(6 * minute);
    expect(await shownNotifications(page)).toEqual([]);
    await context.close();
  });
});
