import type { Query, QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

type Shown = Pick<Query, 'state' | 'isActive'>;

/**
 * How old the screen is: the newest `dataUpdatedAt` of the queries it observes, once each of them holds
 * data (kept data restored from the device keeps the time it was fetched). Null while any still waits
 * without data: the screen is then not what was seen, but what is still to come.
 */
export function shownDataAt(queries: readonly Shown[]): number | null {
  let newest: number | null = null;
  for (const query of queries) {
    if (!query.isActive()) continue;
    const { data, dataUpdatedAt } = query.state;
    if (data === undefined) return null;
    newest = Math.max(newest ?? 0, dataUpdatedAt);
  }
  return newest || null;
}

/** shownDataAt of the client's cache, followed only while `watching`: every cache event would read it all. */
export function useShownDataAt(client: QueryClient, watching: boolean): number | null {
  const cache = client.getQueryCache();
  const subscribe = useCallback(
    (onChange: () => void) => (watching ? cache.subscribe(onChange) : () => undefined),
    [cache, watching],
  );
  return useSyncExternalStore(subscribe, () => (watching ? shownDataAt(cache.getAll()) : null));
}
