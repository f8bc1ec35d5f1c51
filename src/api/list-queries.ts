import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { ListItem, ListPage, PageParams } from '../domain/types';
import { apiClient } from './client';
import { type ReadWhole, type WholeList, wholePageSize } from './whole-list';

// Every cache rule of a list lives here and in app/query-client: how long data is fresh, when it
// refreshes by itself, how long it is kept and which pages may be trimmed. Views only subscribe.

export type ListApi<T extends ListItem> = {
  /** The list's name: the first part of its query keys. */
  name: string;
  /** The endpoint, relative to the API's base URL. */
  apiPath: string;
  normalise: (json: unknown, requested: PageParams) => ListPage<T>;
  /** Whether what these items show changes within the hour (live, or starting soon): then they refresh. */
  liveSoon?: (items: readonly T[], now: number) => boolean;
  /** How its whole list is read (`lists/read-whole`), kept out of the first file. */
  readWhole: ReadWhole;
};

/**
 * What the query client reads from a query's meta: whether an idle page may be dropped to bound the heap,
 * and whether it is kept on the device between visits (api/persisted-cache).
 */
export type ListQueryMeta = { trimmable: boolean; kept: boolean };

/**
 * The shape of what is kept between visits: a build whose items differ discards older data instead of
 * showing it. Change it with any field of a kind's items (a test lists them).
 */
export const keptShape = 'items-1';

/** The query key of a list's whole-list query, by the list's name. */
export const wholeKey = (name: string) => [name, 'whole'] as const;

/** True for the key of a list read whole. */
export const isWholeKey = (key: QueryKey) => key[1] === 'whole';

export const freshMs = 60_000;
export const liveRefreshMs = 60_000;
// Kept long: reading a whole list again costs many requests.
const wholeListGcMs = 30 * 60_000;

/** A whole list refreshes less often the more pages it takes to read. */
export function wholeRefreshMs(totalPages: number): number {
  return Math.min(10 * 60_000, Math.max(liveRefreshMs, totalPages * 5_000));
}

export function listQueries<T extends ListItem>({
  name,
  apiPath,
  normalise,
  liveSoon,
  readWhole,
}: ListApi<T>) {
  async function fetchPage(params: PageParams, signal?: AbortSignal): Promise<ListPage<T>> {
    const json = await apiClient().getJson(apiPath, { page: params.page, per_page: params.perPage }, signal);
    return normalise(json, params);
  }
  const live = (items: readonly T[] | undefined) => items !== undefined && !!liveSoon?.(items, Date.now());

  const queries = {
    all: () => [name] as const,
    lists: () => [name, 'list'] as const,
    page: ({ page, perPage }: PageParams) =>
      queryOptions({
        queryKey: [...queries.lists(), { page, perPage }] as const,
        queryFn: ({ signal }) => fetchPage({ page, perPage }, signal),
        staleTime: freshMs,
        refetchInterval: (query) => (live(query.state.data?.items) ? liveRefreshMs : false),
        // Pages a whole list was read from are kept: Load again reads only the pages it is missing.
        meta: { trimmable: perPage !== wholePageSize, kept: true } satisfies ListQueryMeta,
      }),
    whole: () =>
      queryOptions({
        queryKey: wholeKey(name),
        queryFn: (context) => readWhole(context, { name, apiPath, page: queries.page }),
        gcTime: wholeListGcMs,
        // A read that stopped half-way goes on with the next view that shows it.
        staleTime: (query: { state: { data?: WholeList<T> } }) =>
          query.state.data?.complete === false ? 0 : freshMs,
        refetchInterval: (query: { state: { data?: WholeList<T> } }) => {
          const data = query.state.data;
          return data && live(data.items) ? wholeRefreshMs(data.totalPages) : false;
        },
        // Items are shared with the pages they came from; comparing them deeply buys nothing.
        structuralSharing: false,
        retry: false,
      }),
  };
  return { ...queries, name, fetchPage };
}
