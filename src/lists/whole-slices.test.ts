import { describe, expect, it } from 'vitest';
import type { WholeList } from '../api/whole-list';
import type { TeamEvent } from '../domain/types';
import { completeWhole, event } from './fixtures.test-support';
import { countParams, pageFromWhole } from './whole-slices';

function wholeOf(count: number, overrides: Partial<WholeList<TeamEvent>> = {}): WholeList<TeamEvent> {
  return completeWhole(
    Array.from({ length: count }, (_, i) => event(`e${i + 1}`)),
    overrides,
  );
}

const ids = (page: ReturnType<typeof pageFromWhole<TeamEvent>>) => page?.items.map((item) => item.id);

describe('pageFromWhole', () => {
  it('cuts any page of any size from a complete list, with its page count', () => {
    const whole = wholeOf(50);
    const page = pageFromWhole(whole, { page: 3, perPage: 12 });
    expect(ids(page)).toEqual([
      'e25',
      'e26',
      'e27',
      'e28',
      'e29',
      'e30',
      'e31',
      'e32',
      'e33',
      'e34',
      'e35',
      'e36',
    ]);
    expect(page?.pagination).toEqual({ currentPage: 3, perPage: 12, totalPages: 5 });
    expect(ids(pageFromWhole(whole, { page: 5, perPage: 12 }))).toEqual(['e49', 'e50']);
  });

  it('gives an empty list its one empty page, and no page past the last', () => {
    expect(pageFromWhole(wholeOf(0), { page: 1, perPage: 24 })).toMatchObject({
      items: [],
      pagination: { totalPages: 0 },
    });
    expect(pageFromWhole(wholeOf(50), { page: 6, perPage: 12 })).toBeUndefined();
  });

  it('cuts nothing from a list that is not whole or not in the API’s order', () => {
    for (const overrides of [
      { complete: false },
      { failedPages: [2] },
      { capped: true },
      { endedAt: 3 },
      { duplicates: 1 },
      { dropped: 2 },
      { oversized: 1 },
    ]) {
      expect(
        pageFromWhole(wholeOf(50, overrides), { page: 1, perPage: 12 }),
        JSON.stringify(overrides),
      ).toBeUndefined();
    }
    expect(pageFromWhole(undefined, { page: 1, perPage: 12 })).toBeUndefined();
  });

  it('counts a list in items by asking for pages of one item', () => {
    expect(countParams).toEqual({ page: 1, perPage: 1 });
  });
});
