import { resolve } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { getSandboxTokens } from '../sandbox/sandbox-token';
import { APP_ORIGIN, SANDBOX_ORIGIN } from '../test/support/origins';
import { signIn } from '../test/support/sign-in';

// Browser contexts and tabs for the bench: fresh ones (cold: no HTTP cache, no code cache, no CORS
// preflight cache, a new renderer), each signed in as a tab that has signed in before would be.

/** What bench/probe.js keeps in `window.__bench`. */
export type ProbeState = {
  cardsDomAt: number | null;
  cardsPaintAt: number | null;
  sectionDomAt: number | null;
  sectionPaintAt: number | null;
  titlesShown: number[];
  sectionShown: number | null;
  cls: number;
  /** Each layout shift with the elements that moved, to say what shifts. */
  shifts: { value: number; sources: string[] }[];
  longTasks: { start: number; duration: number }[];
  switch: { clickAt: number; domAt: number | null; paintAt: number | null; titlesShown: number[] } | null;
  lastClickAt: number | null;
  wholeDoneAt: number | null;
  wholePaintAt: number | null;
};

export type ScrollRun = {
  intervals: number[];
  startedAt: number;
  endedAt: number;
  distance: number;
  bottom: number;
};

declare global {
  interface Window {
    __bench: ProbeState;
    __benchWatchWhole(expected: string): void;
    __benchScroll(pxPerMs: number, maxMs: number): Promise<ScrollRun>;
  }
}

const probeScript = resolve(import.meta.dirname, 'probe.js');
export const viewport = { width: 1280, height: 800 };

export type Tab = { context: BrowserContext; page: Page; cdp: CDPSession };

/** A person signed in: the app tab's stored session, and a token for the floors. */
export type Credentials = { user: string; session: string; floorToken: string };

/**
 * Signs `user` in once through the real flow (the app's Sign in, the sandbox's page, the callback) and
 * keeps what a signed-in tab holds, for fresh contexts to start from.
 */
export async function signInOnce(browser: Browser, user: string): Promise<Credentials> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await signIn(page, user, '/events');
    await page.locator('article.card').first().waitFor({ timeout: 120_000 });
    const session = await page.evaluate(() => sessionStorage.getItem('teamboard.session'));
    if (session === null) throw new Error(`signing ${user} in left no session in the tab`);
    const { accessToken } = await getSandboxTokens(SANDBOX_ORIGIN, user, APP_ORIGIN);
    return { user, session, floorToken: accessToken };
  } finally {
    await context.close();
  }
}

/** Puts the tab's session (and the floors' token) in place before any page script runs. */
function restoreSession([origin, session, token]: [string, string, string]): void {
  if (location.origin !== origin) return;
  try {
    if (sessionStorage.getItem('teamboard.session') === null)
      sessionStorage.setItem('teamboard.session', session);
    sessionStorage.setItem('bench-floor-token', token);
  } catch {}
}

/** A page in `context` with the probe, throttled to `cpuRate`. */
/**
 * `free`: this machine's loopback, where round trips and bytes cost nothing. `slow4g`: the slow 4G of the
 * common lab tools (150 ms round trip, 1.6 Mbps down, 750 kbps up), where each of them shows.
 */
export type Network = 'free' | 'slow4g';

export async function openPage(
  context: BrowserContext,
  cpuRate: number,
  network: Network = 'free',
): Promise<Tab> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  if (network === 'slow4g') {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1_600_000 / 8,
      uploadThroughput: 750_000 / 8,
    });
  }
  return { context, page, cdp };
}

/** A fresh context, signed in as `credentials` say (or not at all), with one throttled page. */
export async function freshTab(
  browser: Browser,
  cpuRate: number,
  credentials: Credentials | null,
  network: Network = 'free',
): Promise<Tab> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript({ path: probeScript });
  if (credentials)
    await context.addInitScript(restoreSession, [APP_ORIGIN, credentials.session, credentials.floorToken] as [
      string,
      string,
      string,
    ]);
  return openPage(context, cpuRate, network);
}

/**
 * A context where `user` signed in through the real flow and then closed the tab (or, `keepOpen`, left it
 * open): the sign-in server remembers the browser, the app remembers that it signed in here, and the
 * HTTP cache is warm.
 */
export async function returningContext(
  browser: Browser,
  credentials: Credentials,
  keepOpen = false,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript({ path: probeScript });
  // Only the floor's token: the app's tab must find its session by itself.
  await context.addInitScript(
    ([origin, token]) => {
      if (location.origin === origin) sessionStorage.setItem('bench-floor-token', token);
    },
    [APP_ORIGIN, credentials.floorToken] as const,
  );
  const page = await context.newPage();
  await signIn(page, credentials.user, '/events');
  await waitFor(page, 'cardsPaintAt');
  if (!keepOpen) await page.close();
  return context;
}

export const probe = (page: Page) => page.evaluate(() => window.__bench);

/** Until the probe has a mark (the first cards, the home's first section...). */
export function waitFor(page: Page, mark: keyof ProbeState, timeout = 60_000): Promise<unknown> {
  return page.waitForFunction((key) => window.__bench?.[key] != null, mark, { timeout });
}

export async function heapBytes(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

export function longest(tasks: { duration: number }[]): number {
  return Math.max(0, ...tasks.map((task) => task.duration));
}

/** Long tasks that overlap [from, to]. */
export function tasksBetween(tasks: ProbeState['longTasks'], from: number, to: number) {
  return tasks.filter((task) => task.start + task.duration >= from && task.start <= to);
}
