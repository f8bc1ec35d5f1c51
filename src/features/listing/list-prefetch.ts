import { type QueryKey, type UseQueryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ListPage, PageParams } from '../../domain/types';
import { requestAhead, takeRequestedAhead } from './first-request';

/** A list's query factory; generic in its key so each list keeps its exact key type. */
export type ListQuery<T, K extends QueryKey = QueryKey> = (
  params: PageParams,
) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>;

const coversToWarm = 24;

function warmImages(urls: (string | null)[]) {
  for (const url of urls.slice(0, coversToWarm)) {
    if (url === null) continue;
    const image = new Image();
    image.referrerPolicy = 'no-referrer';
    image.decoding = 'async';
    image.src = url;
  }
}

/** Once a page shows, the next page and its covers load in the background so "Next" is instant. */
export function useNextPagePrefetch<T extends { coverUrl: string | null }, K extends QueryKey>(
  query: ListQuery<T, K>,
  params: PageParams,
  totalPages: number | null,
) {
  const queryClient = useQueryClient();
  const { page, perPage } = params;
  useEffect(() => {
    if (totalPages === null || page >= totalPages) return;
    let current = true;
    const next = query({ page: page + 1, perPage });
    // prefetchQuery never rejects: a failed prefetch just leaves the page to load on demand.
    void queryClient.prefetchQuery(next).then(() => {
      const data = queryClient.getQueryData<ListPage<T>>(next.queryKey);
      if (current && data) warmImages(data.items.map((item) => item.coverUrl));
    });
    return () => {
      current = false;
    };
  }, [query, page, perPage, totalPages, queryClient]);
}

/**
 * A list view's page, requested in its first render if start-up has not already asked for it. True when
 * it was requested ahead, so the view shows that answer (even an error) instead of asking again on mount.
 */
export function useRequestAhead<T, K extends QueryKey>(
  options: UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>,
): boolean {
  const queryClient = useQueryClient();
  const [ahead] = useState(() => {
    requestAhead(queryClient, options);
    return takeRequestedAhead(options.queryKey);
  });
  return ahead;
}
