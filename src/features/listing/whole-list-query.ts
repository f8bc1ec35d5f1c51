import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { eventQueries, fetchEventsPage } from '../../api/events';
import { fetchSessionsPage, sessionQueries } from '../../api/sessions';
import type { ListPage, PageParams } from '../../domain/types';
import type { ListEntry } from './list-rows';
import { type LoadProgress, loadAllPages, loadAllPerPage } from './load-all';

/** A page the paged view fetched this recently is taken from the cache instead of asked for again. */
const reuseForMs = 60_000;

type Source<T> = {
  name: 'events' | 'sessions';
  listKey: (params: PageParams) => QueryKey;
  fetchPage: (params: PageParams, signal: AbortSignal) => Promise<ListPage<T>>;
};

/** One page for the whole list, shared with the paged view's cache in both directions. */
async function sharedPage<T>(client: QueryClient, source: Source<T>, page: number, signal: AbortSignal) {
  const params = { page, perPage: loadAllPerPage };
  const queryKey = source.listKey(params);
  const state = client.getQueryState<ListPage<T>>(queryKey);
  if (state?.data && !state.isInvalidated && Date.now() - state.dataUpdatedAt < reuseForMs) return state.data;
  const data = await source.fetchPage(params, signal);
  client.setQueryData(queryKey, data);
  return data;
}

function wholeListQuery<T extends ListEntry>(
  source: Source<T>,
  onProgress?: (progress: LoadProgress) => void,
) {
  return queryOptions({
    queryKey: [source.name, 'all'] as const,
    queryFn: ({ client, signal }) =>
      loadAllPages<T>({
        fetchPage: (page, pageSignal) => sharedPage(client, source, page, pageSignal),
        signal,
        onProgress,
      }),
    // A whole list is a deliberate, heavy load: it is refreshed on request, not behind the person's back.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 15 * 60_000,
    retry: false,
  });
}

export const wholeEventsQuery = (onProgress?: (progress: LoadProgress) => void) =>
  wholeListQuery(
    { name: 'events', listKey: (params) => eventQueries.list(params).queryKey, fetchPage: fetchEventsPage },
    onProgress,
  );

export const wholeSessionsQuery = (onProgress?: (progress: LoadProgress) => void) =>
  wholeListQuery(
    {
      name: 'sessions',
      listKey: (params) => sessionQueries.list(params).queryKey,
      fetchPage: fetchSessionsPage,
    },
    onProgress,
  );
