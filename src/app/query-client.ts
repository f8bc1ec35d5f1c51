import { QueryClient } from '@tanstack/react-query';
import { eventQueries } from '../api/events';
import { queryRetry, queryRetryDelay } from '../api/retry';
import { sessionQueries } from '../api/sessions';
import { wholePageSize } from '../api/whole-list';

/**
 * Pages of cards kept once off screen: the pages Back returns to and the prefetched next one. More would
 * make the heap grow with every page visited (the cache's own limit is time).
 */
export const keptListPages = 4;

/**
 * Drops the least recently loaded pages of cards that nothing shows (or is loading), beyond `keep`. The
 * pages a whole list is read in are never dropped: the whole list holds their items anyway, and Load
 * again reads only the pages it is missing.
 */
export function trimListPages(client: QueryClient, keep: number): void {
  const cache = client.getQueryCache();
  const idle = [eventQueries.lists(), sessionQueries.lists()]
    .flatMap((queryKey) => cache.findAll({ queryKey, type: 'inactive', fetchStatus: 'idle' }))
    .filter((query) => {
      const params = query.queryKey[2] as { perPage?: number } | undefined;
      return query.state.data !== undefined && params?.perPage !== wholePageSize;
    })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  for (const query of idle.slice(keep)) cache.remove(query);
}

export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: queryRetry,
        retryDelay: queryRetryDelay,
        // Back and forward show cached pages at once; a minute keeps them from refetching on every step.
        staleTime: 60_000,
        // Data stays true while open: a stale list refreshes when the tab comes back or the network does.
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        // A failed page stays failed until Retry: coming back to it never starts a loop by itself.
        retryOnMount: false,
      },
    },
  });
  client.getQueryCache().subscribe((event) => {
    const loaded = event.type === 'updated' && event.action.type === 'success';
    if (loaded || event.type === 'observerRemoved') trimListPages(client, keptListPages);
  });
  return client;
}
