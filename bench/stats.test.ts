import { describe, expect, it } from 'vitest';
import { slope, summarize } from './stats';

describe('summarize', () => {
  it('gives the middle sample of an odd count, with min and max', () => {
    expect(summarize([30, 10, 20])).toMatchObject({ median: 20, min: 10, max: 30 });
  });

  it('averages the two middle samples of an even count', () => {
    expect(summarize([4, 1, 3, 2]).median).toBe(2.5);
  });

  it('is NaN, not zero, without samples', () => {
    expect(summarize([]).median).toBeNaN();
  });
});

describe('slope', () => {
  it('is the step of a straight line', () => {
    expect(slope([5, 8, 11, 14])).toBeCloseTo(3);
  });

  it('is zero for a flat series and for a single sample', () => {
    expect(slope([7, 7, 7])).toBe(0);
    expect(slope([7])).toBe(0);
  });

  it('fits through noise rather than taking the ends', () => {
    expect(slope([0, 10, 0, 10, 0, 10])).toBeCloseTo(6 / 7);
  });
});
