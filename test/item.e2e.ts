import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, signIn } from './support/browser';
import { APP_ORIGIN } from './support/origins';
import { fetchAll, type RawEvent, statusAt } from './support/team-data';

describe('an event’s own page', () => {
  let browser: Browser;
  let page: Page;
  let events: RawEvent[];
  /** An event still to come, from the list's last page: no page of cards has loaded it yet. */
  let event: RawEvent;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: APP_ORIGIN, acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_ORIGIN });
    page = await context.newPage();
    ({ items: events } = await fetchAll<RawEvent>('team-member', 'events'));
    const ahead = events.filter((candidate) => statusAt(candidate, Date.now() + 3_600_000) === 'upcoming');
    event = ahead.at(-1) as RawEvent;
    await signIn(page, 'team-member', '/sessions');
  });
  afterAll(() => browser?.close());

  it('opens by its URL, from a page no list has loaded, with what a member needs and the raw fields folded away', async () => {
    await page.goto(`/events/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    const main = page.getByRole('main');
    expect(await main.locator('time').first().getAttribute('datetime')).toBe(
      new Date(Date.parse(event.scheduled_at ?? '')).toISOString(),
    );
    expect(await main.getByText('Add to calendar', { exact: true }).isVisible()).toBe(true);
    // A member's page: no Refresh or "Updated …" plumbing.
    expect(await main.getByRole('button', { name: 'Refresh' }).count()).toBe(0);
    expect(await main.getByText(event.account.name, { exact: true }).first().isVisible()).toBe(true);
    const details = main.locator('details', { has: page.getByText('Details', { exact: true }) });
    expect(await details.evaluate((element: HTMLDetailsElement) => element.open)).toBe(false);
    expect(await main.textContent()).not.toMatch(/not set/i);
    expect(await page.title()).toContain(event.name);
    await expectNoAxeViolations(page);
  });

  it('adds it to a calendar from one menu: an RFC 5545 file that a calendar library reads back, Google, Outlook', async () => {
    await page.goto(`/events/${event.id}`);
    await page.getByText('Add to calendar', { exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Calendar file \(\.ics\)/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const text = await readFile((await download.path()) as string, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const entry = new ICAL.Event(vevent);
    expect(entry.summary).toBe(event.name);
    expect(entry.startDate.toJSDate().getTime()).toBe(Date.parse(event.scheduled_at ?? ''));
    expect(entry.uid).toContain(event.id);
    expect(vevent?.getFirstPropertyValue('url')).toBe(`${APP_ORIGIN}/events/${event.id}`);
    const google = page.getByRole('link', { name: 'Google Calendar' });
    expect(new URL((await google.getAttribute('href')) ?? '').hostname).toBe('calendar.google.com');
    const outlook = page.getByRole('link', { name: 'Outlook.com' });
    expect(new URL((await outlook.getAttribute('href')) ?? '').hostname).toBe('outlook.live.com');
  });

  it('copies its link and says so', async () => {
    await page.goto(`/events/${event.id}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${APP_ORIGIN}/events/${event.id}`,
    );
  });

  it('offers no calendar for an event that is over', async () => {
    const over = events.find((candidate) => candidate.completed_at !== null) as RawEvent;
    await page.goto(`/events/${over.id}`);
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    expect(await page.getByText('Add to calendar', { exact: true }).count()).toBe(0);
  });

  it('says when an event is no longer listed, with a way back', async () => {
    await page.goto('/events/evt_not_here_anymore');
    const gone = page.getByRole('region', { name: 'This is no longer among your team’s events' });
    await gone.waitFor();
    expect(await gone.getByRole('link', { name: 'What’s on' }).isVisible()).toBe(true);
    await gone.getByRole('link', { name: 'All events' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/events');
  });

  it('opens from a card and goes back to the same page of cards', async () => {
    await page.goto('/events?page=2');
    const card = page.getByRole('list', { name: 'Events' }).getByRole('article').nth(3);
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('heading').getByRole('link').click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => new URL(page.url()).search).toContain('page=2');
  });
});
