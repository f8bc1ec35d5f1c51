import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newPage, signIn } from './support/browser';
import { parseCsv } from './support/parse-csv';
import {
  changeSandboxEvents,
  clearSandboxChanges,
  resetSandboxClock,
  type SandboxChanges,
  setSandboxClock,
} from './support/sandbox';

// Issue 25, "what changed since you last looked": a first visit marks nothing; the sandbox then adds,
// reprices, reschedules and cancels events; after a break longer than a visit (the browser's clock
// jumps 31 minutes) What's on and the whole list mark exactly those, until Mark all seen.

const main = (page: Page) => page.getByRole('main');
const summary = (page: Page) => main(page).getByRole('region', { name: 'Since your last visit' });
const marks = (page: Page) => main(page).locator('.chip--seen');

/** The keys the app keeps "what was seen" under, once it has written them. */
function keptSeen(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes('teamboard-seen')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('teamboard-seen');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const read = open.result.transaction('snapshots').objectStore('snapshots').getAllKeys();
        read.onsuccess = () => {
          open.result.close();
          resolve(read.result.map(String));
        };
      };
    });
  });
}

/**
 * The kept keys as kind, part and record number: a part's own key names its records of a few hundred
 * events each. A look that found the list unchanged (`looked`) is left out: re-reads may write one.
 */
async function seenLayout(page: Page): Promise<string[]> {
  return (await keptSeen(page))
    .map((key) => /^(\w+):.+:(snapshot|baseline|looked)(?::\d+:(\d+))?$/.exec(key))
    .filter((match) => match?.[2] !== 'looked')
    .map((match) => (match ? match.slice(1).filter(Boolean).join(' ') : 'unknown'))
    .sort();
}

/** Each marked card or row: its event's id, and the mark as seen and as heard. */
async function marked(page: Page, item: string): Promise<Record<string, [string, string]>> {
  const found: Record<string, [string, string]> = {};
  for (const element of await main(page).locator(item).all()) {
    const chip = element.locator('.chip--seen');
    if ((await chip.count()) === 0) continue;
    const href = (await element.locator('a[href^="/events/"]').first().getAttribute('href')) ?? '';
    // What a screen reader says skips the aria-hidden words and reads the visually hidden ones.
    found[href.replace('/events/', '')] = await chip.evaluate((node): [string, string] => [
      node.querySelector('[aria-hidden="true"]')?.textContent ?? node.textContent ?? '',
      node.querySelector('.visually-hidden')?.textContent ?? node.textContent ?? '',
    ]);
  }
  return found;
}

function expectedMarks(changes: SandboxChanges): Record<string, [string, string]> {
  return Object.fromEntries([
    ...changes.added.map((id) => [id, ['New', 'New']]),
    ...changes.repriced.map((id) => [id, ['Changed: price', 'Price changed']]),
    ...changes.rescheduled.map((id) => [id, ['Changed: time', 'Time changed']]),
    ...changes.canceled.map((id) => [id, ['Changed: status', 'Status changed']]),
  ]);
}

// The page's clock jumps a minute to make a list stale, and an event's status follows that clock: an
// upcoming event above the focused one can start in the jump and leave a list of upcoming events, and the
// row or card in the focused one's place moves up by as many.

/** The links of the rows or cards before the one at `index`, in order. */
function linksBefore(container: Locator, cell: string, index: number): Promise<string[]> {
  return container
    .locator(cell)
    .evaluateAll(
      (cells, at) =>
        cells
          .filter(
            (node) => Number((node as HTMLElement).dataset.index ?? (node as HTMLElement).dataset.card) < at,
          )
          .map((node) => node.querySelector('a')?.getAttribute('href') ?? ''),
      index,
    );
}

/** How many of `links` are no longer in `container`. */
function goneFrom(container: Locator, links: string[]): Promise<number> {
  return container
    .locator('a')
    .evaluateAll(
      (shown, wanted) => wanted.filter((href) => !shown.some((a) => a.getAttribute('href') === href)).length,
      links,
    );
}

describe('what changed since the last visit', () => {
  let browser: Browser;
  let page: Page;
  let changes: SandboxChanges;

  beforeAll(async () => {
    // The sandbox's clock stands still, so no live event moves on its own between the two visits.
    await setSandboxClock(Date.now());
    browser = await launchBrowser();
    ({ page } = await newPage(browser, { viewport: { width: 1280, height: 900 } }));
    await page.clock.install();
    await signIn(page, 'team-member', '/');
  });
  afterAll(async () => {
    await browser?.close();
    await clearSandboxChanges();
    await resetSandboxClock();
  });

  it('marks nothing on the first visit, and keeps what it saw for the next one', async () => {
    await main(page)
      .getByRole('heading', { name: /^Live now/ })
      .waitFor();
    // 300 events: two records.
    await expect
      .poll(() => seenLayout(page))
      .toEqual(['events snapshot', 'events snapshot 0', 'events snapshot 1']);
    await page.goto('/events?all=1&view=table');
    await main(page).getByRole('table', { name: 'Events' }).waitFor();
    expect(await summary(page).count()).toBe(0);
    expect(await marks(page).count()).toBe(0);
    // Away from the lists: nothing reads the events while the person is gone.
    await page.goto('/sessions');
    await main(page).getByRole('article').first().waitFor();
  });

  it('on return, What’s on marks exactly what the sandbox changed, and filters to it', async () => {
    // Only this try's changes: a try before's are put back first.
    await clearSandboxChanges();
    changes = await changeSandboxEvents({ add: 2, reprice: 2, reschedule: 1, cancel: 1 });
    await page.clock.fastForward('31:00');
    await page.goto('/');
    await expect
      .poll(() => summary(page).getByRole('paragraph').textContent())
      .toMatch(/^2 new · 3 changed · 1 cancelled since /);
    await summary(page).getByRole('button', { name: 'Only what changed' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('changed')).toBe('1');
    await expect.poll(() => main(page).getByRole('article').count()).toBe(6);
    expect(await marked(page, 'article')).toEqual(expectedMarks(changes));
    // The first visit's list is the baseline now; the snapshot's earlier records are gone.
    await expect
      .poll(() => seenLayout(page))
      .toEqual([
        'events baseline',
        'events baseline 0',
        'events baseline 1',
        'events snapshot',
        'events snapshot 0',
        'events snapshot 1',
      ]);
  });

  it('is axe-clean light and wide, dark at 320 px, with nothing scrolling sideways', async () => {
    for (const look of [
      { colorScheme: 'light', viewport: { width: 1280, height: 900 } },
      { colorScheme: 'dark', viewport: { width: 320, height: 700 } },
    ] as const) {
      await page.emulateMedia({ colorScheme: look.colorScheme });
      await page.setViewportSize(look.viewport);
      await summary(page).waitFor();
      await expectNoAxeViolations(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
      ).toBeLessThanOrEqual(0);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('the whole list flags them in the table, filters to them, and its CSV says what changed', async () => {
    await page.goto('/events?all=1&view=table&changed=1');
    const table = main(page).getByRole('table', { name: 'Events' });
    await expect.poll(() => table.getAttribute('aria-rowcount')).toBe('7');
    expect(await marked(page, 'tbody tr')).toEqual(expectedMarks(changes));
    await summary(page).waitFor();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const [header = [], ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(header.at(-1)).toBe('changed_since_last_visit');
    const cells = Object.fromEntries(rows.map((row) => [row[0], row.at(-1)]));
    expect(cells).toEqual(
      Object.fromEntries([
        ...changes.added.map((id) => [id, 'new']),
        ...changes.repriced.map((id) => [id, 'price']),
        ...changes.rescheduled.map((id) => [id, 'time']),
        ...changes.canceled.map((id) => [id, 'status']),
      ]),
    );
  });

  it('Mark all seen clears the marks, here and on What’s on', async () => {
    await summary(page).getByRole('button', { name: 'Mark all seen' }).click();
    await expect.poll(() => summary(page).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('changed')).toBeNull();
    await expect.poll(() => main(page).getByRole('table').getAttribute('aria-rowcount')).not.toBe('7');
    expect(await marks(page).count()).toBe(0);
    await page.goto('/');
    await main(page)
      .getByRole('heading', { name: /^Live now/ })
      .waitFor();
    await main(page).getByRole('article').first().waitFor();
    expect(await summary(page).count()).toBe(0);
    expect(await marks(page).count()).toBe(0);
  });

  it('keeps the table’s focus in its row when a re-read takes the focused event away', async () => {
    await page.goto('/events?all=1&view=table&status=upcoming&sort=date');
    const table = main(page).getByRole('table', { name: 'Events' });
    await table.waitFor();
    await page.waitForLoadState('networkidle');
    const [canceled] = (await changeSandboxEvents({ cancel: 1 })).canceled;
    const link = table.locator(`a[href="/events/${canceled}"]`);
    await link.focus();
    const index = Number(await link.evaluate((node) => node.closest('tr')?.dataset.index));
    const above = await linksBefore(table, 'tr', index);
    // Stale a minute later, the list is read again when the tab is shown: the canceled event leaves it.
    await page.clock.fastForward('01:01');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => link.count()).toBe(0);
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return {
          row: active?.closest('tr')?.dataset.index,
          tabIndex: (active as HTMLElement | null)?.tabIndex,
        };
      });
    const place = index - (await goneFrom(table, above));
    expect(await focused()).toEqual({ row: String(place), tabIndex: 0 });
  });

  it('keeps the grid’s focus on the card in its place when a re-read takes the focused event away', async () => {
    await page.goto('/events?all=1&view=grid&status=upcoming&sort=date');
    const grid = main(page).getByRole('list', { name: 'Events' });
    await grid.getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
    const [canceled] = (await changeSandboxEvents({ cancel: 1 })).canceled;
    const link = grid.locator(`a[href="/events/${canceled}"]`).first();
    await link.focus();
    const index = Number(await link.evaluate((node) => node.closest('li')?.dataset.card));
    const above = await linksBefore(grid, 'li[data-card]', index);
    await page.clock.fastForward('01:01');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => link.count()).toBe(0);
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return { card: active?.closest('li')?.dataset.card, href: active?.getAttribute('href') };
    });
    const place = index - (await goneFrom(grid, above));
    expect(focused).toEqual({ card: String(place), href: expect.stringMatching(/^\/events\//) });
  });

  it('keeps the home’s focus in place when a refresh moves the focused card to another section', async () => {
    await page.goto('/');
    const timeline = main(page).locator('.home__timeline');
    await main(page).getByRole('complementary', { name: 'Sessions' }).waitFor();
    await page.waitForLoadState('networkidle');
    const [canceled] = (await changeSandboxEvents({ cancel: 1 })).canceled;
    const href = `/events/${canceled}`;
    const card = timeline.locator(`li:has(a[href="${href}"])`).first();
    const list = await card.locator('xpath=..').elementHandle();
    await card.locator(`a[href="${href}"]`).first().focus();
    // Stale a minute later, the list is read again when the tab is shown: the card moves to Canceled.
    await page.clock.fastForward('01:01');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect
      .poll(() => list?.evaluate((ul, gone) => ul.querySelector(`a[href="${gone}"]`) === null, href))
      .toBe(true);
    // Which card took its place is the day's data (placeOf and atPlace have the cases); it is a card's link.
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return { inTimeline: !!active?.closest('.home__timeline li'), href: active?.getAttribute('href') };
    });
    expect(focused).toEqual({ inTimeline: true, href: expect.stringMatching(/^\/events[/?]/) });
    expect(focused.href).not.toBe(href);
  });
});
