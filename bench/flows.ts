import { resolve } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { getSandboxTokens } from '../sandbox/sandbox-token';
import { APP_ORIGIN, SANDBOX_ORIGIN } from '../test/support/origins';
import { pickSandboxUser, signIn } from '../test/support/sign-in';
import { objectBytes, takeSnapshot } from './heap';

// The browser side of the bench: each function drives one scenario once and returns raw numbers.

export type Target = 'app' | 'floor';
/** A page measured for first cards: the two targets, and the React floor (bench/floor-react). */
export type FirstPage = Target | 'floor-react';

export const login = 'team-member';
const cardsPerPage = 24;
/** Mutations this long after the cards are replaced still count as part of the switch. */
const settleMs = 300;

export const urls = {
  app: (page = 1) => `${APP_ORIGIN}/events?page=${page}&per_page=${cardsPerPage}`,
  floor: (page = 1) => `${APP_ORIGIN}/floor/index.html?page=${page}`,
  'floor-react': (page = 1) => `${APP_ORIGIN}/floor-react/index.html?page=${page}`,
};

/** What bench/probe.js keeps in `window.__bench`. */
export type ProbeState = {
  cardsDomAt: number | null;
  cardsPaintAt: number | null;
  titlesShown: number[];
  cls: number;
  /** Each layout shift with the elements that moved, to say what shifts. */
  shifts: { value: number; sources: string[] }[];
  longTasks: { start: number; duration: number }[];
  switch: { clickAt: number; doneAt: number | null; mutations: number[] } | null;
  lastClickAt: number | null;
};

const probeScript = resolve(import.meta.dirname, 'probe.js');

export type Tab = { context: BrowserContext; page: Page; cdp: CDPSession };

declare global {
  interface Window {
    __bench: ProbeState;
  }
}

export async function openTab(browser: Browser, cpuRate: number): Promise<Tab> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ path: probeScript });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { context, page, cdp };
}

/**
 * One tab, signed in once through the real flow; the tokens stay in its sessionStorage, so every later
 * navigation in it starts signed in. The floor gets its own token for the same user the same way.
 */
export async function signedInTab(browser: Browser, cpuRate: number, user = login): Promise<Tab> {
  const tab = await openTab(browser, cpuRate);
  await signIn(tab.page, user, '/events');
  await waitForCards(tab.page);
  const { accessToken } = await getSandboxTokens(SANDBOX_ORIGIN, user, APP_ORIGIN);
  await tab.page.evaluate((token) => sessionStorage.setItem('bench-floor-token', token), accessToken);
  return tab;
}

export function waitForCards(page: Page): Promise<unknown> {
  return page.waitForFunction(() => window.__bench?.cardsPaintAt != null, null, { timeout: 60_000 });
}

export const probe = (page: Page) => page.evaluate(() => window.__bench);

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

async function heapBytes(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

export function longest(tasks: { duration: number }[]): number {
  return Math.max(0, ...tasks.map((task) => task.duration));
}

export type FirstLoad = {
  /** Navigation start to the first frame painted with all 24 cards and their text. */
  cardsMs: number;
  /** Navigation start to the last of the first titles on screen, as the browser reports it (Element
   * Timing); titles under the fold, not painted yet, do not count. */
  titlesShownMs: number;
  cls: number;
  shifts: ProbeState['shifts'];
  longTasks: number;
  longestTaskMs: number;
  heapBytes: number;
  /** When the events request started and ended (resource timing), to show the critical path. */
  requestStartMs: number;
  requestEndMs: number;
};

/** A cold navigation (HTTP cache off) in a signed-in tab, until the first 24 cards are painted. */
export async function coldLoad(tab: Tab, target: FirstPage): Promise<void> {
  await tab.cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  try {
    await tab.page.goto(urls[target]());
    await waitForCards(tab.page);
  } finally {
    await tab.cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  }
}

/** A cold load to the first 24 cards, then covers loading: timings, shifts, long tasks, heap. */
export async function firstLoad(tab: Tab, target: FirstPage): Promise<FirstLoad> {
  await coldLoad(tab, target);
  await waitForCovers(tab.page);
  const state = await probe(tab.page);
  const request = await tab.page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('/v1/me/community/team/events')) as PerformanceResourceTiming | undefined;
    return { start: entry?.startTime ?? Number.NaN, end: entry?.responseEnd ?? Number.NaN };
  });
  return {
    requestStartMs: request.start,
    requestEndMs: request.end,
    cardsMs: state.cardsPaintAt as number,
    titlesShownMs:
      state.titlesShown.length > 0 ? Math.max(...state.titlesShown.slice(0, cardsPerPage)) : Number.NaN,
    cls: state.cls,
    shifts: state.shifts,
    longTasks: state.longTasks.length,
    longestTaskMs: longest(state.longTasks),
    heapBytes: await heapBytes(tab.cdp),
  };
}

export type Switch = {
  /** The click's timestamp to the DOM holding the new page's 24 cards. */
  clickToCardsMs: number;
  /** First to last mutation of the card grid (the brief's "DOM work"). */
  mutationSpanMs: number;
  /** The click to the last mutation of the grid: input handling, render and DOM work together. */
  clickToLastMutationMs: number;
};

export async function clickAndMeasure(page: Page, label: 'Next page' | 'Previous page'): Promise<Switch> {
  await page.getByRole('link', { name: label, exact: true }).click();
  await page.waitForFunction(() => window.__bench.switch?.doneAt != null, null, { timeout: 60_000 });
  await page.waitForTimeout(settleMs);
  const done = (await probe(page)).switch as NonNullable<ProbeState['switch']>;
  const doneAt = done.doneAt as number;
  const mutations = done.mutations.filter((at) => at <= doneAt + settleMs);
  const first = mutations[0] ?? doneAt;
  const last = mutations[mutations.length - 1] ?? doneAt;
  return {
    clickToCardsMs: doneAt - done.clickAt,
    mutationSpanMs: last - first,
    clickToLastMutationMs: last - done.clickAt,
  };
}

/**
 * Page 3 opened directly, so only page 3 and (by prefetch) page 4 are cached. Once the network is
 * quiet, "Next" goes to the prefetched page 4 and "Previous" to page 2, which was never loaded: the
 * same DOM work, with and without the data at hand.
 */
export async function openPage3(tab: Tab, target: Target): Promise<void> {
  await tab.page.goto(urls[target](3));
  await waitForCards(tab.page);
  await tab.page.waitForLoadState('networkidle');
}

export async function pageSwitch(tab: Tab, target: Target, prefetched: boolean): Promise<Switch> {
  await openPage3(tab, target);
  return clickAndMeasure(tab.page, prefetched ? 'Next page' : 'Previous page');
}

export type Paging = {
  heapFirstBytes: number;
  /** Heap on the first page and every `heapEveryPages` pages after it. */
  heapSeries: number[];
  /** JS objects alone (heap snapshot, no compiled code), at the same moments: what a leak would grow. */
  objectSeries: number[];
  heapEveryPages: number;
  longTasks: number;
  longestTaskMs: number;
};

const heapEvery = 5;
/**
 * Pages turned before the first heap sample: the first switches allocate once what every later one
 * reuses (React's second fiber tree, the kept pages, formatters), a step, not a trend.
 */
export const warmUpPages = 5;

/**
 * From page 1, `warmUpPages` pages on, then "Next" `pages` times, waiting for each switch; heap after a
 * forced GC (and a heap snapshot's JS objects) before the first measured page and every `heapEvery`
 * pages after it.
 */
export async function paging(tab: Tab, target: Target, pages: number): Promise<Paging> {
  await tab.page.goto(urls[target]());
  await waitForCards(tab.page);
  await tab.page.waitForLoadState('networkidle');
  for (let step = 1; step <= warmUpPages; step++) await clickAndMeasure(tab.page, 'Next page');
  const heapSeries: number[] = [];
  const objectSeries: number[] = [];
  // The snapshot pauses the page; tasks that overlap it are the bench's, not the app's.
  const sampling: { from: number; to: number }[] = [];
  const pageNow = () => tab.page.evaluate(() => performance.now());
  const sample = async () => {
    const from = await pageNow();
    heapSeries.push(await heapBytes(tab.cdp));
    objectSeries.push(objectBytes(await takeSnapshot(tab.cdp)));
    sampling.push({ from, to: await pageNow() });
  };
  await sample();
  const tasksBefore = (await probe(tab.page)).longTasks.length;
  for (let step = 1; step <= pages; step++) {
    await clickAndMeasure(tab.page, 'Next page');
    if (step % heapEvery === 0) await sample();
  }
  const tasks = (await probe(tab.page)).longTasks
    .slice(tasksBefore)
    .filter((task) => !sampling.some((s) => task.start < s.to && task.start + task.duration > s.from));
  return {
    heapFirstBytes: heapSeries[0] as number,
    heapSeries,
    objectSeries,
    heapEveryPages: heapEvery,
    longTasks: tasks.length,
    longestTaskMs: longest(tasks),
  };
}

/** A fresh browser context: "Sign in", the sandbox's user picker, back to the first 24 cards. */
export async function signInRoundTrip(browser: Browser, cpuRate: number): Promise<number> {
  const tab = await openTab(browser, cpuRate);
  try {
    await tab.page.goto(urls.app());
    const button = tab.page.getByRole('main').getByRole('button', { name: /^sign in$/i });
    await button.waitFor();
    const startedAt = await tab.page.evaluate(() => performance.timeOrigin + performance.now());
    await button.click();
    await pickSandboxUser(tab.page, login);
    await waitForCards(tab.page);
    const cardsAt = await tab.page.evaluate(
      () => performance.timeOrigin + (window.__bench.cardsPaintAt as number),
    );
    return cardsAt - startedAt;
  } finally {
    await tab.context.close();
  }
}
