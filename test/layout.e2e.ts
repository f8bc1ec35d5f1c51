import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';
import { forgetKept } from './support/kept';
import { addFault, clearFaults } from './support/sandbox';

// The whole list laid out for people: results on the first screen, the page itself scrolling, filters
// as chips that say when they match nothing; and a slow server that never leaves the person waiting.

const firstCardTop = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .first()
    .evaluate((card) => card.getBoundingClientRect().top);

/** At least `atLeast` animations run, none on an SVG element, none on what the compositor cannot move alone. */
async function expectCompositorOnly(page: Page, atLeast: number) {
  const running = () =>
    page.evaluate(() =>
      document.getAnimations().map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        const properties = effect
          .getKeyframes()
          .flatMap((frame) => Object.keys(frame))
          .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key));
        return { svg: effect.target instanceof SVGElement, properties: [...new Set(properties)].sort() };
      }),
    );
  await expect.poll(async () => (await running()).length, { timeout: 5_000 }).toBeGreaterThanOrEqual(atLeast);
  for (const { svg, properties } of await running()) {
    expect(svg).toBe(false);
    for (const property of properties)
      expect(['opacity', 'rotate', 'scale', 'transform', 'translate']).toContain(property);
  }
}

describe('the whole list on a desktop', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = (await newPage(browser, { viewport: { width: 1280, height: 860 } })).page;
    await signIn(page, 'team-member', '/events?all=1&view=grid');
  });
  afterAll(() => browser?.close());
  afterEach(() => clearFaults());

  it('starts its results above the fold, and the page itself scrolls', async () => {
    await page.goto('/events?all=1&view=grid');
    await page.getByRole('main').getByRole('article').first().waitFor();
    const top = await firstCardTop(page);
    expect(top + 200).toBeLessThan(860);
    const scrolled = await page.evaluate(async () => {
      window.scrollTo(0, 2000);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      // The filter rail may scroll on its own; the results may not.
      const scrollers = [...document.querySelectorAll('main *')].filter((element) => {
        const { overflowY } = getComputedStyle(element);
        const scrolls =
          (overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight + 1;
        return scrolls && element.querySelector('article') !== null;
      });
      return { y: window.scrollY, innerScrollers: scrollers.length };
    });
    expect(scrolled.y).toBe(2000);
    expect(scrolled.innerScrollers).toBe(0);
    await page.getByRole('main').getByRole('article').first().waitFor();
  });

  it('shows filters from the address as chips, says which match nothing, and clears them', async () => {
    await page.goto('/events?all=1&status=bogus&currency=EUR&currency=XXX&account=nobody');
    const chips = page.getByRole('region', { name: 'Active filters' });
    await chips.getByRole('button', { name: 'Remove filter Currency: EUR' }).waitFor();
    for (const unknown of ['Status: bogus', 'Currency: XXX', 'Organiser: nobody'])
      await chips.getByRole('button', { name: `Remove filter ${unknown} (matches nothing)` }).waitFor();
    await page.getByRole('region', { name: 'No events match these filters' }).waitFor();

    await chips.getByRole('button', { name: 'Remove filter Status: bogus (matches nothing)' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('status')).toEqual([]);
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('currency')).toEqual([]);
    await page.getByRole('main').getByRole('article').first().waitFor();
    expect(await page.getByRole('region', { name: 'Active filters' }).count()).toBe(0);
  });

  it('offers Cancel within seconds when the server hangs, long before the server would answer', async () => {
    await addFault({ match: 'events', page: 3, delayMs: 60_000 });
    // A page this device never saw: otherwise the kept whole list shows it at once.
    await forgetKept(page);
    const started = Date.now();
    await page.goto('/events?page=3&per_page=24');
    // The slow notice's Retry and Cancel come at 3 s; this build's request timeout ends the try at 4 s and
    // its retry keeps a Cancel. Which of the two a busy machine shows first is not this test's concern.
    await page.getByRole('status').getByRole('button', { name: 'Cancel' }).waitFor({ timeout: 8_000 });
    expect(Date.now() - started).toBeLessThan(8_000);
    await page.getByRole('status').getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(/Loading was cancelled/).waitFor();
  });

  it('moves its busy marks on the compositor, so a page of many cards is not painted again each frame', async () => {
    await page.goto('/events?page=1&per_page=24');
    await page.getByRole('main').getByRole('article').first().waitFor();
    // Quiet first, so the hang is the refresh's and no read ahead's.
    await page.waitForLoadState('networkidle');
    await addFault({ match: 'events', page: 1, delayMs: 10_000 });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('button', { name: 'Refreshing…' }).waitFor();
    // The refresh icon's turn and the progress bar's sweep, at least.
    await expectCompositorOnly(page, 2);
    // A page never read, a try before's included: its skeletons shine while it waits.
    await forgetKept(page);
    await addFault({ match: 'events', page: 9, delayMs: 10_000 });
    await page.goto('/events?page=9&per_page=24');
    await page.getByRole('status', { name: 'Loading events' }).waitFor();
    await expectCompositorOnly(page, 12);
  });

  it('pulses a live event’s dot for under five seconds, then stands still', async () => {
    await page.goto('/events?all=1&view=grid&status=live');
    await page.getByRole('main').getByRole('article').first().waitFor();
    const pulses = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSAnimation && animation.animationName === 'live-pulse')
        .map((animation) => animation.effect?.getComputedTiming().endTime),
    );
    expect(pulses.length).toBeGreaterThan(0);
    for (const end of pulses) expect(end).toBeLessThanOrEqual(5_000);
    // Nothing runs on: no frame is drawn for a page nobody touches.
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});

describe('the whole list on a phone', () => {
  it('has its first card on the first screen, with the filters closed', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
      await signIn(page, 'team-member', '/events?all=1&view=grid');
      await page.getByRole('main').getByRole('article').first().waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await firstCardTop(page)).toBeLessThan(844 - 100);
    } finally {
      await browser.close();
    }
  });
});
