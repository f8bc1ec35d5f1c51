import { describe, expect, it } from 'vitest';
import { type PagerEntry, pagerModel } from './pager-model';

const layout = (entries: PagerEntry[]) => entries.map((e) => (e.kind === 'page' ? e.page : '…'));

describe('pagerModel', () => {
  it('on the first page: no way back, next is page 2 (not the last)', () => {
    const model = pagerModel(1, 42);
    expect(model).toMatchObject({ current: 1, first: null, previous: null, next: 2, last: 42 });
    expect(layout(model.entries)).toEqual([1, 2, '…', 42]);
  });

  it('on the last page: no way forward', () => {
    const model = pagerModel(42, 42);
    expect(model).toMatchObject({ first: 1, previous: 41, next: null, last: null });
    expect(layout(model.entries)).toEqual([1, '…', 41, 42]);
  });

  it('in the middle: gaps on both sides', () => {
    const model = pagerModel(20, 42);
    expect(model).toMatchObject({ previous: 19, next: 21 });
    expect(layout(model.entries)).toEqual([1, '…', 19, 20, 21, '…', 42]);
  });

  it('shows a page instead of a gap that would hide only that page', () => {
    expect(layout(pagerModel(4, 10).entries)).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(layout(pagerModel(3, 5).entries)).toEqual([1, 2, 3, 4, 5]);
  });

  it('with one page: only that page, no moves', () => {
    const model = pagerModel(1, 1);
    expect(model).toMatchObject({
      current: 1,
      total: 1,
      first: null,
      previous: null,
      next: null,
      last: null,
    });
    expect(layout(model.entries)).toEqual([1]);
  });

  it('with zero pages: nothing at all', () => {
    expect(pagerModel(1, 0)).toEqual({
      current: 0,
      total: 0,
      first: null,
      previous: null,
      next: null,
      last: null,
      entries: [],
    });
  });

  it('clamps a current page beyond the last', () => {
    expect(pagerModel(99, 3)).toMatchObject({ current: 3, next: null, previous: 2 });
  });

  it('lists every page exactly once, in order, for many positions', () => {
    for (let total = 1; total <= 12; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const pages = pagerModel(current, total).entries.flatMap((e) => (e.kind === 'page' ? [e.page] : []));
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
      }
    }
  });
});
