import type { QueryClient } from '@tanstack/react-query';
import { eventQueries } from '../api/events';
import { sessionQueries } from '../api/sessions';
import type { PageParams } from '../api/types';
import { isWholeList } from '../features/listing/list-filters';
import { parseListParams } from '../features/listing/list-params';
import { readPageSizePreference } from '../features/listing/page-size';
import { paths } from './paths';

const pagedLists: Record<string, (client: QueryClient, params: PageParams) => Promise<void>> = {
  [paths.events]: (client, params) => client.prefetchQuery(eventQueries.list(params)),
  [paths.sessions]: (client, params) => client.prefetchQuery(sessionQueries.list(params)),
};

/**
 * Starts the request for the page this URL shows before React first renders, so it runs while the app
 * starts instead of after. The list's own query then picks up the request in flight (same key).
 */
export function prefetchFirstPage(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
  storage: Pick<Storage, 'getItem'> | undefined,
): void {
  const prefetch = pagedLists[location.pathname];
  const search = new URLSearchParams(location.search);
  if (!prefetch || isWholeList(search)) return;
  const { page, perPage } = parseListParams(search, readPageSizePreference(storage));
  void prefetch(queryClient, { page, perPage });
}
