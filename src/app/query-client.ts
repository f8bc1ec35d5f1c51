import { QueryClient } from '@tanstack/react-query';
import { eventQueries } from '../api/events';
import { queryRetry, queryRetryDelay } from '../api/retry';
import { sessionQueries } from '../api/sessions';
import { wholePageSize } from '../api/whole-list';

// The cache's own limit is time: without a count the heap grows with every page visited.
export const keptListPages = 4;

// Pages a whole list was read from are kept: Load again reads only the pages it is missing.
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
        // Back and Forward show cached pages at once, without refetching on every step.
        staleTime: 60_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        // A failed page waits for Retry: coming back to it must not start a loop by itself.
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
