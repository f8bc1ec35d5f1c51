import { hashKey, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ListPage } from '../../domain/types';

// useQuery starts its request only once it subscribes, after the first paint. A list page the app knows
// it will show is asked for ahead of that: at start-up, or in the view's first render.

const requestedAhead = new Set<string>();

/**
 * Starts a list page's request now, unless the cache already has (or is getting) that page. The promise
 * settles when the answer (or the error) is in the cache; it never rejects.
 */
export function requestAhead<T, K extends QueryKey>(
  client: QueryClient,
  options: UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>,
): Promise<void> | null {
  if (client.getQueryState(options.queryKey) !== undefined) return null;
  requestedAhead.add(hashKey(options.queryKey));
  return client.prefetchQuery(options);
}

/**
 * True, once, for a page requested ahead: its view takes that answer, even an error, instead of asking
 * again when it mounts.
 */
export function takeRequestedAhead(queryKey: QueryKey): boolean {
  return requestedAhead.delete(hashKey(queryKey));
}
