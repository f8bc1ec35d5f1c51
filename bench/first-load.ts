import type { Browser, BrowserContext, Page } from 'playwright-core';
import { APP_ORIGIN } from '../test/support/origins';
import {
  type Credentials,
  freshTab,
  heapBytes,
  longest,
  type Network,
  openPage,
  type ProbeState,
  probe,
  type Tab,
  waitFor,
} from './tabs';

// First loads: cold, in a fresh context each time; repeat visits, in a context that has been there.

export const cardsPerPage = 24;

/** The pages measured for first cards: the app's paged grid, the three floors, and the app's home. */
export type FirstPage = 'app' | 'floor' | 'floor-react' | 'floor-rq' | 'home';
export type Target = 'app' | 'floor';

export const urls: Record<FirstPage, (page?: number) => string> = {
  app: (page = 1) => `${APP_ORIGIN}/events?page=${page}&per_page=${cardsPerPage}`,
  floor: (page = 1) => `${APP_ORIGIN}/floor/index.html?page=${page}`,
  'floor-react': (page = 1) => `${APP_ORIGIN}/floor-react/index.html?page=${page}`,
  'floor-rq': (page = 1) => `${APP_ORIGIN}/floor-rq/index.html?page=${page}`,
  home: () => `${APP_ORIGIN}/`,
};

/** The probe's mark for what a page shows first: the home's first section, else the first 24 cards. */
const shownMark = (target: FirstPage) => (target === 'home' ? 'sectionPaintAt' : 'cardsPaintAt');

export type FirstLoad = {
  /** Navigation start to the first frame painted with all 24 cards (the home: its first section). */
  shownMs: number;
  /** Navigation start to the last card title in the viewport on screen, as the browser reports it
   * (Element Timing); the home: its first section's title. */
  titlesShownMs: number;
  /** Navigation start to the first contentful paint, as the browser reports it. */
  fcpMs: number;
  cls: number;
  shifts: ProbeState['shifts'];
  longTasks: number;
  longestTaskMs: number;
  heapBytes: number;
  /** When the first list request started and ended (resource timing), to show the critical path. */
  requestStartMs: number;
  requestEndMs: number;
};

/** Until every cover the first screen shows has loaded (or failed), then a moment for late shifts. */
async function waitForCovers(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((img) => img.getBoundingClientRect().top < innerHeight)
        .every((img) => img.complete),
    null,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(500);
}

async function readFirstLoad(tab: Tab, target: FirstPage, withHeap: boolean): Promise<FirstLoad> {
  const state = await probe(tab.page);
  const request = await tab.page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('/v1/me/community/team/events')) as PerformanceResourceTiming | undefined;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      start: entry?.startTime ?? Number.NaN,
      end: entry?.responseEnd ?? Number.NaN,
      fcp: fcp?.startTime ?? Number.NaN,
    };
  });
  const titles =
    target === 'home'
      ? state.sectionShown
      : state.titlesShown.length > 0
        ? Math.max(...state.titlesShown)
        : null;
  return {
    shownMs: state[shownMark(target)] as number,
    titlesShownMs: titles ?? Number.NaN,
    fcpMs: request.fcp,
    cls: state.cls,
    shifts: state.shifts,
    longTasks: state.longTasks.length,
    longestTaskMs: longest(state.longTasks),
    heapBytes: withHeap ? await heapBytes(tab.cdp) : Number.NaN,
    requestStartMs: request.start,
    requestEndMs: request.end,
  };
}

/**
 * A cold load in a fresh browser context, signed in: to what the page shows first, then covers
 * loading (for shifts), and the heap after GC.
 */
export async function coldLoad(
  browser: Browser,
  cpuRate: number,
  credentials: Credentials,
  target: FirstPage,
  network: Network = 'free',
): Promise<FirstLoad> {
  const tab = await freshTab(browser, cpuRate, credentials, network);
  try {
    await tab.page.goto(urls[target]());
    await waitFor(tab.page, shownMark(target));
    await waitForCovers(tab.page);
    return await readFirstLoad(tab, target, true);
  } finally {
    await tab.context.close();
  }
}

/** A cold load in a fresh context, for a trace or a profile to watch. */
export async function coldTab(browser: Browser, cpuRate: number, credentials: Credentials): Promise<Tab> {
  const tab = await freshTab(browser, cpuRate, credentials);
  // One visit to an empty page first, so the trace starts with the renderer up and nothing cached.
  await tab.page.goto(`${APP_ORIGIN}/favicon.svg`);
  return tab;
}

export async function loadTo(tab: Tab, target: FirstPage): Promise<void> {
  await tab.page.goto(urls[target]());
  await waitFor(tab.page, shownMark(target));
}

export type RepeatVisit = {
  shownMs: number;
  /** From the last document's start: for a new tab, its return from the sign-in server. */
  backMs: number;
  longestTaskMs: number;
};

/**
 * A reload of a tab that has shown the page before: HTTP cache, code cache and CORS preflight cache
 * warm, the tab's own storage in place.
 */
export async function reload(tab: Tab): Promise<RepeatVisit> {
  await tab.page.reload();
  await waitFor(tab.page, 'cardsPaintAt');
  const state = await probe(tab.page);
  // A moment for the next page's prefetch to settle, so the next reload starts from the same place.
  await tab.page.waitForLoadState('networkidle');
  const shown = state.cardsPaintAt as number;
  return { shownMs: shown, backMs: shown, longestTaskMs: longest(state.longTasks) };
}

/**
 * A new tab in a context that has been there: for the app, a returning person whose tab is gone (a
 * silent `prompt=none` round trip to the sign-in server, the callback, then the list); for the floor,
 * the same page with its token at hand. Timed from the first document's start to the cards painted
 * in the last one.
 */
export async function newTab(
  context: BrowserContext,
  cpuRate: number,
  target: Exclude<FirstPage, 'home'>,
  network: Network = 'free',
): Promise<RepeatVisit> {
  const tab = await openPage(context, cpuRate, network);
  try {
    await tab.page.goto(urls[target]());
    await waitFor(tab.page, 'cardsPaintAt');
    const { back, shown, first, tasks } = await tab.page.evaluate(() => ({
      back: window.__bench.cardsPaintAt as number,
      shown: performance.timeOrigin + (window.__bench.cardsPaintAt as number),
      first: Number(sessionStorage.getItem('bench-first-origin')),
      tasks: window.__bench.longTasks,
    }));
    await tab.page.waitForLoadState('networkidle');
    return { shownMs: shown - first, backMs: back, longestTaskMs: longest(tasks) };
  } finally {
    await tab.page.close();
  }
}
