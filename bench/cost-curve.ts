import type { Browser } from 'playwright-core';
import { addFault, clearFaults, type FaultRule } from '../test/support/sandbox';
import { type LoadAll, loadAll } from './load-all';
import { openWhole, type Scroll, scrollThrough } from './scroll';
import { type Credentials, freshTab } from './tabs';

// What a whole list costs as it grows: load all, heap, longest task and scrolling at 1,000, 10,000
// and 50,000 events, at CPU 1×.

export type CurveSize = {
  items: number;
  user: string;
  /** A sandbox fault that shapes the user's list to this size. */
  fault?: FaultRule;
};

export const curveSizes: readonly CurveSize[] = [
  // big-team's first 10 pages of 100: the server says the list ends there.
  { items: 1_000, user: 'big-team', fault: { match: 'events', kind: 'total-pages', totalPages: 10 } },
  { items: 10_000, user: 'big-team' },
  { items: 50_000, user: 'huge-team' },
];

/** The longest a cost-curve scroll goes on: 50,000 events would take minutes top to bottom. */
export const curveScrollMs = 20_000;

export type CurvePoint = { items: number; loads: LoadAll[]; scroll: Scroll[] };

export async function measureSize(
  browser: Browser,
  size: CurveSize,
  credentials: Credentials,
  runs: number,
): Promise<CurvePoint> {
  if (size.fault) await addFault(size.fault);
  try {
    const loads: LoadAll[] = [];
    const scroll: Scroll[] = [];
    for (let run = 0; run < runs; run++) {
      const tab = await freshTab(browser, 1, credentials);
      try {
        loads.push(await loadAll(tab, size.items));
        // Every run scrolls too: one scroll's longest task is one sample of a spiky number.
        await openWhole(tab, 'grid', size.items);
        scroll.push(await scrollThrough(tab, size.items, curveScrollMs));
      } finally {
        await tab.context.close();
      }
    }
    return { items: size.items, loads, scroll };
  } finally {
    if (size.fault) await clearFaults();
  }
}
