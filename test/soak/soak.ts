import type { Browser } from 'playwright-core';
import type { SoakLog } from './metrics';
import { outcomeOf, type Person, RARE_STEPS, STEPS, secondTab, viewState } from './person';

// One soak: a signed-in person moving through every view for `minutes`, while the sandbox fails about one
// request in twenty in every way it knows, every token expires every two minutes and the network drops
// for ten seconds every few minutes. Returns what happened; metrics.ts makes the numbers.

const CHANCE = 0.004;
/** Thirteen rules, each acting on 0.4 % of the requests that reach it: about 5 % in all. */
export const SOAK_FAULTS = [
  { status: 401 },
  { status: 403 },
  { status: 404 },
  { retryAfter: 1 },
  { status: 429 },
  { status: 500 },
  { status: 502 },
  { status: 503 },
  { delayMs: 20_000 },
  { kind: 'drop' },
  { kind: 'malformed-json' },
  { kind: 'html-error', status: 500 },
  { kind: 'oversized', items: 500 },
].map((rule) => ({ ...rule, chance: CHANCE }));

export type SoakOptions = {
  browser: Browser;
  appOrigin: string;
  sandboxOrigin: string;
  minutes: number;
  login?: string;
  tokenExpiryEveryMs?: number;
  offlineEveryMs?: number;
  offlineForMs?: number;
  /** Reload and sign out and in every this many cycles (and in the first). */
  rareEvery?: number;
  progress?(line: string): void;
};

async function sandbox(origin: string, path: string, init: RequestInit = {}): Promise<void> {
  const response = await fetch(`${origin}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
}

export async function runSoak(options: SoakOptions): Promise<SoakLog> {
  const {
    browser,
    appOrigin,
    sandboxOrigin,
    minutes,
    login = 'team-member',
    tokenExpiryEveryMs = 120_000,
    offlineEveryMs = 180_000,
    offlineForMs = 10_000,
    rareEvery = 40,
    progress = () => undefined,
  } = options;
  const context = await browser.newContext({ baseURL: appOrigin });
  const page = await context.newPage();
  let networkBack: Promise<void> = Promise.resolve();
  const person: Person = {
    page,
    sandboxOrigin,
    login,
    deadlineMs: 45_000,
    online: () => networkBack,
    typed: 0,
  };
  const log: SoakLog = {
    startedAt: Date.now(),
    endedAt: 0,
    steps: [],
    requests: [],
    uncaught: [],
    heap: [],
    offline: [],
    tokenExpiries: [],
    typed: 0,
  };
  const watched = (url: string) =>
    url.startsWith(`${sandboxOrigin}/v1/`) || url.startsWith(`${sandboxOrigin}/oauth/`);
  context.on('response', (response) => {
    if (watched(response.url())) log.requests.push({ at: Date.now(), status: response.status() });
  });
  context.on('requestfailed', (request) => {
    if (watched(request.url())) log.requests.push({ at: Date.now(), status: 0 });
  });
  let documentNumber = 0;
  page.on('pageerror', (error) => log.uncaught.push(`${new URL(page.url()).pathname}: ${error.message}`));
  page.on('load', () => {
    documentNumber += 1;
  });

  // Signed in before the faults start, as a person who opens the dashboard on a good day.
  await page.goto('/events');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^sign in$/i })
    .click();
  await page.getByRole('button', { name: new RegExp(`\\b${login}\\b`) }).click();
  await page.waitForURL((url) => url.origin === appOrigin && url.pathname !== '/callback');
  const cdp = await context.newCDPSession(page);
  await sandbox(sandboxOrigin, '/_sandbox/faults', { method: 'DELETE' });
  for (const rule of SOAK_FAULTS)
    await sandbox(sandboxOrigin, '/_sandbox/faults', { method: 'POST', body: JSON.stringify(rule) });

  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  const setOffline = (offline: boolean) =>
    stopped ? Promise.resolve() : context.setOffline(offline).catch(() => undefined);
  const sampleHeap = async () => {
    try {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      log.heap.push({ at: Date.now(), bytes: usedSize, document: documentNumber });
    } catch {
      // Mid-navigation the page has no heap to read; the next sample will.
    }
  };
  timers.push(setInterval(() => void sampleHeap(), 15_000));
  timers.push(
    setInterval(() => {
      log.tokenExpiries.push(Date.now());
      void sandbox(sandboxOrigin, '/_sandbox/faults', {
        method: 'POST',
        body: JSON.stringify({ kind: 'expire-tokens' }),
      }).catch(() => undefined);
    }, tokenExpiryEveryMs),
  );
  const dropNetwork = async () => {
    const from = Date.now();
    let back: () => void = () => undefined;
    networkBack = new Promise((resolve) => {
      back = resolve;
    });
    await setOffline(true);
    timers.push(
      setTimeout(() => {
        void setOffline(false).then(() => {
          log.offline.push({ from, to: Date.now() });
          back();
        });
      }, offlineForMs),
    );
  };
  // The first drop comes early, so even a short run has one.
  timers.push(setTimeout(() => void dropNetwork(), Math.min(offlineEveryMs, 45_000)));
  timers.push(setInterval(() => void dropNetwork(), offlineEveryMs));

  const deadline = log.startedAt + minutes * 60_000;
  try {
    await sampleHeap();
    for (let cycle = 0; Date.now() < deadline; cycle++) {
      const steps = cycle % rareEvery === 0 ? [...STEPS, ...RARE_STEPS] : STEPS;
      for (const step of steps) {
        if (Date.now() >= deadline) break;
        const at = Date.now();
        let expected: string;
        try {
          expected = await step.run(person, context);
        } catch {
          // The control went away under a failure: the person types the address instead.
          expected = page.url().startsWith(appOrigin) ? page.url() : `${appOrigin}/`;
          await person.online();
          await page.goto(expected).catch(() => undefined);
        }
        const { outcome, ms } = await outcomeOf(person);
        const now = page.url();
        const urlLost =
          now.startsWith(appOrigin) && viewState(now) !== viewState(expected) ? `${expected} → ${now}` : null;
        log.steps.push({ at, step: step.name, outcome, settleMs: ms, urlLost });
        progress(`${((Date.now() - log.startedAt) / 60_000).toFixed(1)} min  ${step.name}: ${outcome}`);
      }
      const tab = await secondTab(person, context);
      log.steps.push({
        at: Date.now(),
        step: 'second tab',
        outcome: tab.outcome,
        settleMs: tab.ms,
        urlLost: tab.urlLost,
      });
    }
    await sampleHeap();
  } finally {
    for (const timer of timers) clearTimeout(timer);
    await setOffline(false);
    stopped = true;
    networkBack = Promise.resolve();
    await sandbox(sandboxOrigin, '/_sandbox/faults', { method: 'DELETE' }).catch(() => undefined);
    log.endedAt = Date.now();
    log.typed = person.typed;
    await context.close();
  }
  return log;
}
