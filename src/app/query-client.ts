import { QueryClient } from '@tanstack/react-query';
import { freshMs } from '../api/list-queries';
import { queryRetry, queryRetryDelay } from '../api/retry';

// The cache's own limit is time: without a count the heap grows with every page visited.
export const keptListPages = 4;

// Which pages may go is the query factory's say (its meta), so every kind of list is trimmed alike.
export function trimListPages(client: QueryClient, keep: number): void {
  const idle = client
    .getQueryCache()
    .findAll({ type: 'inactive', fetchStatus: 'idle', predicate: (query) => query.meta?.trimmable === true })
    .filter((query) => query.state.data !== undefined)
    // Latest first; of two loaded in the same millisecond, the one added to the cache later.
    .reverse()
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  for (const query of idle.slice(keep)) client.getQueryCache().remove(query);
}

export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: queryRetry,
        retryDelay: queryRetryDelay,
        // Back and Forward show cached pages at once, without refetching on every step.
        staleTime: freshMs,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        // A failed page waits for Retry: coming back to it must not start a loop by itself.
        retryOnMount: false,
      },
    },
  });
  client.getQueryCache().subscribe((event) => {
    // A page of a whole list is never trimmed: reading one (hundreds while loading all) leaves the rest be.
    if (event.query.meta?.trimmable !== true) return;
    const loaded = event.type === 'updated' && event.action.type === 'success';
    if (loaded || event.type === 'observerRemoved') trimListPages(client, keptListPages);
  });
  return client;
}
