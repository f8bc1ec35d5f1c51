import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SoakLog, summarise } from './soak/metrics';
import { soakReport } from './soak/report';
import { runSoak } from './soak/soak';
import { launchBrowser } from './support/browser';
import { APP_ORIGIN, SANDBOX_ORIGIN } from './support/origins';

// `npm run soak` for two minutes: every view under about 5 % failed requests, a forced token expiry and a
// ten-second network drop. The thirty-minute run and its chart are in docs/reliability.md.

let browser: Browser;
let log: SoakLog;

beforeAll(async () => {
  browser = await launchBrowser();
  log = await runSoak({
    browser,
    appOrigin: APP_ORIGIN,
    sandboxOrigin: SANDBOX_ORIGIN,
    minutes: 2,
    tokenExpiryEveryMs: 60_000,
    offlineEveryMs: 60_000,
  });
  console.log(soakReport(summarise(log), log));
}, 300_000);

afterAll(() => browser?.close());

describe('two minutes of browsing under faults', () => {
  it('went through every view, with the network dropped and every token expired on the way', () => {
    const visited = new Set(log.steps.map((step) => step.step));
    for (const view of [
      "what's on",
      'events grid',
      'next page',
      'event page',
      'sessions grid',
      'events, load all',
      'whole list as a table, filtered',
      "a partner's listings",
      'reload',
      'sign out and in',
      'second tab',
    ])
      expect(visited).toContain(view);
    expect(log.offline.length).toBeGreaterThan(0);
    expect(log.tokenExpiries.length).toBeGreaterThan(0);
    expect(log.requests.some((request) => request.status >= 400 || request.status === 0)).toBe(true);
  });

  it('never showed a white screen, threw nothing uncaught and lost no URL state', () => {
    const summary = summarise(log);
    expect(log.steps.filter((step) => step.outcome === 'white')).toEqual([]);
    expect([...log.uncaught, ...log.steps.filter((step) => step.outcome === 'crashed')]).toEqual([]);
    expect(log.steps.filter((step) => step.urlLost !== null)).toEqual([]);
    expect(summary.whiteScreens + summary.uncaughtErrors + summary.urlStateLost).toBe(0);
  });

  it('showed every failure and recovered from it or explained it: no view stalled', () => {
    expect(log.steps.filter((step) => step.outcome === 'stalled')).toEqual([]);
  });
});
