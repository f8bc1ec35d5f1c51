import { queryOptions } from '@tanstack/react-query';
import type { ListItem, ListPage, PageParams } from '../domain/types';
import { apiClient } from './client';
import { readWholeList, type WholeList } from './whole-list';

export type ListName = 'events' | 'sessions';

/** How long a whole list is kept once nothing shows it: reading one again costs many requests. */
const wholeListGcMs = 30 * 60_000;

/**
 * The query factory of one list: `page` for a page of it, `whole` for all of it, read through the
 * same page queries. Keys go from the list to the page: ['events', 'list', { page, perPage }].
 */
export function listQueries<T extends ListItem>(
  name: ListName,
  path: string,
  normalise: (json: unknown, requested: PageParams) => ListPage<T>,
) {
  async function fetchPage(params: PageParams, signal?: AbortSignal): Promise<ListPage<T>> {
    const json = await apiClient().getJson(path, { page: params.page, per_page: params.perPage }, signal);
    return normalise(json, params);
  }

  const queries = {
    all: () => [name] as const,
    lists: () => [name, 'list'] as const,
    page: ({ page, perPage }: PageParams) =>
      queryOptions({
        queryKey: [...queries.lists(), { page, perPage }] as const,
        queryFn: ({ signal }) => fetchPage({ page, perPage }, signal),
      }),
    whole: () =>
      queryOptions({
        queryKey: [name, 'whole'] as const,
        queryFn: (context) => readWholeList(context, queries.page),
        gcTime: wholeListGcMs,
        // A read that stopped half-way (cancelled, or left) goes on with the next view that shows it.
        staleTime: (query: { state: { data?: WholeList<T> } }) =>
          query.state.data?.complete === false ? 0 : 60_000,
        // Items are shared with the pages they came from; comparing 10,000 of them deeply buys nothing.
        structuralSharing: false,
        retry: false,
      }),
  };
  return { ...queries, fetchPage };
}
