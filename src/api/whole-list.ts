import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ListItem, ListPage, PageParams } from '../domain/types';

export const wholePageSize = 100;
/** How many pages of a whole list are asked for at once. */
export const readConcurrency = 3;
export const wholePageCap = 1_000;
export const wholeItemCap = wholePageCap * wholePageSize;

export type WholeList<T> = {
  items: T[];
  /** Indexed by page - 1; null where a page failed or is not read yet. */
  pages: (ListPage<T> | null)[];
  totalPages: number;
  reportedTotalPages: number;
  pagesRead: number;
  complete: boolean;
  failedPages: number[];
  stalePages: number[];
  endedAt: number | null;
  capped: boolean;
  totalPagesChangedFrom: number | null;
  duplicates: number;
  dropped: number;
  oversized: number;
  loadedAt: number;
};

export function isWholeListComplete(list: WholeList<unknown>): boolean {
  return list.complete && list.failedPages.length === 0 && !list.capped;
}

/** True while the pages still to read all go out at once: a short list's rest lands in one batch. */
export function restInOneBatch(list: WholeList<unknown>): boolean {
  return !list.complete && list.totalPages - 1 <= readConcurrency;
}

export type WholeContext = { client: QueryClient; signal: AbortSignal; queryKey: QueryKey };
export type PageQuery<T, K extends QueryKey> = (
  params: PageParams,
) => FetchQueryOptions<ListPage<T>, Error, ListPage<T>, K>;

/** A list as its whole read needs it: where its pages are, and the query of each. */
export type WholeSource<T, K extends QueryKey> = { name: string; apiPath: string; page: PageQuery<T, K> };

/** Reads a list whole into one query: the app's reader lives with the lists (lists/read-whole). */
export type ReadWhole = <T extends ListItem, K extends QueryKey>(
  context: WholeContext,
  list: WholeSource<T, K>,
) => Promise<WholeList<T>>;

export type Merged<T> = Pick<WholeList<T>, 'items' | 'duplicates' | 'dropped' | 'oversized'>;

export function mergePages<T extends { id: string }>(pages: readonly (ListPage<T> | null)[]): Merged<T> {
  const seen = new Set<string>();
  const items: T[] = [];
  let duplicates = 0;
  let dropped = 0;
  let oversized = 0;
  for (const page of pages) {
    if (!page) continue;
    dropped += page.dropped;
    oversized += page.oversized;
    duplicates += page.duplicates;
    for (const item of page.items) {
      if (seen.has(item.id)) duplicates++;
      else {
        seen.add(item.id);
        items.push(item);
      }
    }
  }
  return { items, duplicates, dropped, oversized };
}

/**
 * A whole list put back together from kept pages, as a complete read would have left it; null unless
 * every page up to the count the first one reported is there. `begun`: its first pages are enough, and
 * the list is as a read under way would show it (not complete, the pages after them not read yet).
 */
export function wholeListFromPages<T extends { id: string }>(
  pages: readonly (ListPage<T> | null | undefined)[],
  loadedAt: number,
  { begun = false } = {},
): WholeList<T> | null {
  const first = pages[0];
  if (!first) return null;
  const reported = first.pagination.totalPages;
  const total = Math.min(Math.max(1, reported), wholePageCap);
  // A loop, not some(): a sparse array's holes are pages never kept.
  let count = 0;
  while (count < total && pages[count]) count++;
  if (count < total && !begun) return null;
  const read = pages.slice(0, count) as ListPage<T>[];
  return {
    ...mergePages(read),
    pages: [...read, ...Array.from({ length: total - count }, () => null)],
    totalPages: reported === 0 ? 0 : total,
    reportedTotalPages: reported,
    pagesRead: count,
    complete: count === total,
    failedPages: [],
    stalePages: [],
    endedAt: null,
    capped: reported > wholePageCap,
    totalPagesChangedFrom: null,
    loadedAt,
  };
}
