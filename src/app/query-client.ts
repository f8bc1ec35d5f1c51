import { QueryClient } from '@tanstack/react-query';
import { eventQueries } from '../api/events';
import { queryRetry, queryRetryDelay } from '../api/retry';
import { sessionQueries } from '../api/sessions';

/**
 * Pages of cards kept once off screen: the pages Back returns to and the prefetched next one. More would
 * make the heap grow with every page visited (the cache's own limit is time, five minutes).
 */
export const keptListPages = 4;

/** Drops the least recently loaded pages of cards that nothing shows (or is loading), beyond `keep`. */
export function trimListPages(client: QueryClient, keep: number): void {
  const cache = client.getQueryCache();
  const idle = [eventQueries.lists(), sessionQueries.lists()]
    .flatMap((queryKey) => cache.findAll({ queryKey, type: 'inactive', fetchStatus: 'idle' }))
    .filter((query) => query.state.data !== undefined)
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
        refetchOnWindowFocus: false,
      },
    },
  });
  client.getQueryCache().subscribe((event) => {
    const loaded = event.type === 'updated' && event.action.type === 'success';
    if (loaded || event.type === 'observerRemoved') trimListPages(client, keptListPages);
  });
  return client;
}
