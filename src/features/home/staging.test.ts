import { describe, expect, it } from 'vitest';
import { stagedCounts } from './staging';

describe('stagedCounts', () => {
  it('draws sections whole from the top while the budget lasts', () => {
    expect(stagedCounts([5, 8, 24], 100)).toEqual([5, 8, 24]);
  });

  it('cuts the section the budget ends in and leaves the ones below undrawn', () => {
    expect(stagedCounts([5, 8, 24, 3], 24)).toEqual([5, 8, 11, null]);
  });

  it('draws nothing past a budget that ends on a section’s last card', () => {
    expect(stagedCounts([12, 12, 4], 24)).toEqual([12, 12, null]);
  });

  it('draws every section with no budget limit', () => {
    expect(stagedCounts([24, 24, 24], Number.POSITIVE_INFINITY)).toEqual([24, 24, 24]);
  });
});
