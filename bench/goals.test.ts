import { describe, expect, it } from 'vitest';
import { curveGoal } from './goals';
import type { CurveRow } from './report';
import { summarize } from './stats';

const point = (items: number, ms: number, heapMb: number, taskMs: number): CurveRow => ({
  items,
  loadAllMs: summarize([ms]),
  peakHeapMb: summarize([heapMb]),
  heapAfterMb: summarize([heapMb / 2]),
  longestTaskMs: summarize([taskMs]),
  scrollLongestTaskMs: summarize([taskMs]),
  scrollDroppedShare: summarize([0]),
});

describe('curveGoal', () => {
  it('is met when 50,000 cost at most 1.15× per event what 10,000 did, with no task over 100 ms', () => {
    const goal = curveGoal([
      point(1_000, 300, 6, 0),
      point(10_000, 1500, 18, 40),
      point(50_000, 8000, 80, 90),
    ]);
    expect(goal.met).toBe(true);
    expect(goal.measured).toContain('time 1.07×');
  });

  it('is missed when the time per event grows, or a task passes 100 ms', () => {
    expect(curveGoal([point(10_000, 1500, 18, 0), point(50_000, 10_000, 80, 0)]).met).toBe(false);
    expect(curveGoal([point(10_000, 1500, 18, 0), point(50_000, 7000, 80, 120)]).met).toBe(false);
  });

  it('is not measured without both sizes', () => {
    expect(curveGoal([point(10_000, 1500, 18, 0)]).met).toBeNull();
  });
});
