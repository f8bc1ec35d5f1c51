import { describe, expect, it } from 'vitest';
import { soakSvg } from './chart';
import { type SoakLog, settledHeap, slope, summarise, windowCounts } from './metrics';
import { soakReport } from './report';

const MB = 1024 * 1024;

function logOf(overrides: Partial<SoakLog> = {}): SoakLog {
  return {
    startedAt: 0,
    endedAt: 600_000,
    steps: [{ at: 1_000, step: 'events grid', outcome: 'content', settleMs: 300, urlLost: null }],
    requests: Array.from({ length: 100 }, (_, i) => ({ at: i * 6_000, status: 200 })),
    uncaught: [],
    heap: [
      { at: 0, bytes: 10 * MB, document: 1 },
      { at: 600_000, bytes: 10 * MB, document: 1 },
    ],
    offline: [{ from: 60_000, to: 70_000 }],
    tokenExpiries: [120_000],
    typed: 0,
    ...overrides,
  };
}

describe('settledHeap and slope', () => {
  it('fit what the heap does after each page has warmed up, so caches filling are not read as a leak', () => {
    // Three pages, each filling up over its first minute, then flat at the same level.
    const heap = [0, 1, 2].flatMap((page) =>
      [0, 15, 30, 45, 60, 75, 90, 105].map((seconds) => ({
        at: page * 120_000 + seconds * 1000,
        bytes: (seconds < 60 ? 5 + seconds / 30 : 7) * MB,
        document: page,
      })),
    );
    const settled = settledHeap(heap);
    expect(settled).toHaveLength(12);
    expect(slope(settled.map((s) => ({ x: s.at, y: s.bytes })))).toBe(0);
    const leaking = settled.map((s) => ({ x: s.at, y: s.bytes + s.at * 10 }));
    expect(slope(leaking)).toBeCloseTo(10);
    expect(slope([{ x: 1, y: 1 }])).toBe(0);
  });
});

describe('windowCounts', () => {
  it('counts what falls in each sliding window', () => {
    expect(windowCounts([0, 10, 20, 65], 0, 80, 60, 20)).toEqual([
      { at: 60, count: 3 },
      { at: 80, count: 2 },
    ]);
  });
});

describe('summarise', () => {
  it('meets every goal for a quiet, flat run', () => {
    const summary = summarise(logOf());
    expect(summary.goals.every((goal) => goal.met)).toBe(true);
    expect(summary.requestsPerMinute).toEqual({ quiet: 10, peak: 10 });
    expect(summary.heap).toEqual({ startMB: 10, endMB: 10, growthMBPer10Min: 0 });
  });

  it('misses the goals a storm, a leak, a white screen or a lost URL would', () => {
    const storm = Array.from({ length: 200 }, (_, i) => ({ at: 300_000 + i * 100, status: 503 }));
    const summary = summarise(
      logOf({
        requests: [...logOf().requests, ...storm],
        heap: [
          { at: 0, bytes: 10 * MB, document: 1 },
          { at: 120_000, bytes: 10.6 * MB, document: 1 },
          { at: 600_000, bytes: 13 * MB, document: 1 },
        ],
        steps: [
          { at: 1, step: 'reload', outcome: 'white', settleMs: 45_000, urlLost: null },
          { at: 2, step: 'back', outcome: 'content', settleMs: 10, urlLost: '/events?q=a → /events' },
        ],
        uncaught: ['/: boom'],
      }),
    );
    const missed = summary.goals.filter((goal) => !goal.met).map((goal) => goal.name);
    expect(missed).toEqual([
      'no white screen',
      'no uncaught error',
      'no URL state lost',
      'no request storm: peak ≤ 3× the quiet rate',
      'heap flat: growth < 1 MB per 10 minutes',
    ]);
    expect(summary.heap.growthMBPer10Min).toBe(3);
    expect(summary.requestsByStatus).toEqual({ '200': 100, '503': 200 });
    expect(soakReport(summary, logOf({ uncaught: ['/: boom'] }))).toMatch(
      /\| no uncaught error \| \*\*no\*\* \| 1 \|/,
    );
  });
});

describe('soakSvg', () => {
  it('draws both series over the run, the network drops and the token expiries', () => {
    const svg = soakSvg(logOf());
    expect(svg.match(/<polyline/g)).toHaveLength(2);
    expect(svg.match(/class="offline"/g)).toHaveLength(2);
    expect(svg.match(/class="expiry"/g)).toHaveLength(2);
    expect(svg).toContain('aria-label="Soak: requests a minute and heap over 10 minutes"');
  });
});
