import { describe, expect, it } from 'vitest';
import { formatRatio, formatSummary, type Row, ratio } from './report';
import { summarize } from './stats';

const row = (app: number[], base?: number[]): Row => ({
  metric: 'x',
  cpu: 1,
  unit: 'ms',
  app: summarize(app),
  ...(base ? { base: { name: 'floor', value: summarize(base) } } : {}),
});

describe('ratio', () => {
  it('pairs the runs that alternated, and takes the median of their ratios', () => {
    const r = ratio(row([110, 300, 120], [100, 100, 100]));
    expect(r?.median).toBeCloseTo(1.2);
    expect(r?.min).toBeCloseTo(1.1);
    expect(r?.max).toBeCloseTo(3);
  });

  it('compares medians when the runs cannot be paired', () => {
    expect(ratio(row([100, 200, 300], [100, 100]))?.median).toBeCloseTo(2);
  });

  it('is null without a base', () => {
    expect(ratio(row([1]))).toBeNull();
    expect(formatRatio(null)).toBe('—');
  });
});

describe('formatSummary', () => {
  it('writes the median with min and max', () => {
    expect(formatSummary(summarize([300, 290, 369]), 'ms')).toBe('300.0 ms (290.0–369.0)');
  });

  it('writes a dash without samples', () => {
    expect(formatSummary(summarize([]), 'ms')).toBe('—');
  });
});
