import { describe, expect, it, vi } from 'vitest';
import type { ListItem, ListPage } from '../domain/types';
import { isWholeKey, listQueries, liveRefreshMs, wholeKey, wholeRefreshMs } from './list-queries';
import { wholePageSize } from './whole-list';

const item = (id: string): ListItem => ({
  kind: 'thing',
  id,
  slug: null,
  name: id,
  description: null,
  coverUrl: null,
  durationSeconds: null,
  price: null,
  account: null,
});
const items = [item('a')];
const pageOf = (rows: ListItem[]): ListPage<ListItem> => ({
  items: rows,
  pagination: { currentPage: 1, perPage: 24, totalPages: 1 },
  dropped: 0,
  duplicates: 0,
  oversized: 0,
});
// refetchInterval reads only the query's state.
const interval = (options: { refetchInterval?: unknown }, data: unknown) =>
  (options.refetchInterval as (query: unknown) => number | false)({ state: { data } });

function queriesFor(liveSoon?: (rows: readonly ListItem[], now: number) => boolean) {
  return listQueries({
    name: 'things',
    apiPath: '/things',
    normalise: () => pageOf([]),
    liveSoon,
    readWhole: () => Promise.reject(new Error('not read whole here')),
  });
}

describe('the key of a list read whole', () => {
  it('tells a whole read from the pages of the same list', () => {
    const queries = queriesFor();
    expect(isWholeKey(queries.whole().queryKey)).toBe(true);
    expect(isWholeKey(wholeKey('things'))).toBe(true);
    expect(isWholeKey(queries.page({ page: 1, perPage: 24 }).queryKey)).toBe(false);
  });
});

describe('the refresh policy of a list', () => {
  it('refreshes a page every minute while its items say something is live or about to start', () => {
    const live = queriesFor(() => true).page({ page: 1, perPage: 24 });
    expect(interval(live, pageOf(items))).toBe(liveRefreshMs);
    const quiet = queriesFor(() => false).page({ page: 1, perPage: 24 });
    expect(interval(quiet, pageOf(items))).toBe(false);
  });

  it('never refreshes a list that has no notion of live, or a page not loaded yet', () => {
    const liveSoon = vi.fn(() => true);
    const page = queriesFor(liveSoon).page({ page: 1, perPage: 24 });
    expect(interval(page, undefined)).toBe(false);
    expect(liveSoon).not.toHaveBeenCalled();
    const dateless = queriesFor().page({ page: 1, perPage: 24 });
    expect(interval(dateless, pageOf(items))).toBe(false);
  });

  it('refreshes a whole list less often the more pages it reads, within one and ten minutes', () => {
    const whole = queriesFor(() => true).whole();
    const refresh = (totalPages: number) => interval(whole, { items, complete: true, totalPages });
    expect(refresh(3)).toBe(liveRefreshMs);
    expect(refresh(40)).toBe(200_000);
    expect(refresh(1_000)).toBe(10 * 60_000);
    expect(wholeRefreshMs(40)).toBe(200_000);
  });

  it('lets idle pages of cards be trimmed, but not the pages a whole list was read from', () => {
    const queries = queriesFor();
    expect(queries.page({ page: 3, perPage: 24 }).meta).toEqual({ trimmable: true, kept: true });
    expect(queries.page({ page: 3, perPage: wholePageSize }).meta).toEqual({ trimmable: false, kept: true });
  });
});
