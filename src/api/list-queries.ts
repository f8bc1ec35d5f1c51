import { queryOptions } from '@tanstack/react-query';
import type { ListItem, ListPage, PageParams } from '../domain/types';
import { apiClient } from './client';
import { readWholeList, type WholeList } from './whole-list';

export type ListName = 'events' | 'sessions';

// Kept long: reading a whole list again costs many requests.
const wholeListGcMs = 30 * 60_000;

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
        // A read that stopped half-way goes on with the next view that shows it.
        staleTime: (query: { state: { data?: WholeList<T> } }) =>
          query.state.data?.complete === false ? 0 : 60_000,
        // Items are shared with the pages they came from; comparing them deeply buys nothing.
        structuralSharing: false,
        retry: false,
      }),
  };
  return { ...queries, fetchPage };
}
