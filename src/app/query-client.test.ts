import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { wholePageSize } from '../api/whole-list';
import { eventQueries } from '../lists/events/event-queries';
import { sessionQueries } from '../lists/sessions/session-queries';
import { createQueryClient, keptListPages, trimListPages } from './query-client';

type StandIn = { items: { id: string }[]; pagination: { totalPages: number }; dropped: number };
const page = (n: number): StandIn => ({
  items: [{ id: `e${n}` }],
  pagination: { totalPages: 50 },
  dropped: 0,
});
// The cache holds stand-in pages under the factories' own options, so their meta decides.
const eventsPage = (n: number, perPage = 24) => eventQueries.page({ page: n, perPage });
const put = (
  client: QueryClient,
  options: { queryKey: readonly unknown[]; meta?: Record<string, unknown> },
  data: StandIn,
  updatedAt: number,
) => client.getQueryCache().build(client, options).setData(data, { updatedAt, manual: true });
const cachedPages = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ queryKey: eventQueries.lists() })
    .map((query) => (query.queryKey[2] as { page: number }).page)
    .sort((a, b) => a - b);

describe('the pages of cards kept in the cache', () => {
  it('keeps the most recently loaded pages nothing shows, up to the limit, and every page on screen', () => {
    const client = new QueryClient();
    for (let n = 1; n <= 8; n++) put(client, eventsPage(n), page(n), 1000 + n);
    const shown = new QueryObserver(client, { queryKey: eventsPage(1).queryKey, queryFn: () => page(1) });
    const unsubscribe = shown.subscribe(() => undefined);
    trimListPages(client, 3);
    expect(cachedPages(client)).toEqual([1, 6, 7, 8]);
    unsubscribe();
  });

  it('of pages loaded in the same millisecond, keeps the ones added last', () => {
    const client = new QueryClient();
    for (let n = 1; n <= 5; n++) put(client, eventsPage(n), page(n), 1000);
    trimListPages(client, 2);
    expect(cachedPages(client)).toEqual([4, 5]);
  });

  it('leaves other queries alone: the whole list and the pages it was read from; sessions count with events', () => {
    const client = new QueryClient();
    client.setQueryData(eventQueries.whole().queryKey, { items: [] } as never);
    put(client, sessionQueries.page({ page: 1, perPage: 24 }), page(1), 5000);
    put(client, eventsPage(40, wholePageSize), page(40), 100);
    for (let n = 1; n <= 3; n++) put(client, eventsPage(n), page(n), 1000 + n);
    trimListPages(client, 2);
    expect(client.getQueryData(eventQueries.whole().queryKey)).toEqual({ items: [] });
    expect(client.getQueryData(sessionQueries.page({ page: 1, perPage: 24 }).queryKey)).toBeDefined();
    expect(cachedPages(client)).toEqual([3, 40]);
  });

  it('trims by itself as pages are added, so paging on does not grow the cache', () => {
    const client = createQueryClient();
    for (let n = 1; n <= 20; n++) put(client, eventsPage(n), page(n), 1000 + n);
    expect(cachedPages(client)).toHaveLength(keptListPages);
    expect(cachedPages(client)).toEqual([17, 18, 19, 20]);
  });

  it('never drops a page while it loads, such as the prefetched next page', async () => {
    const client = createQueryClient();
    let finish: (value: StandIn) => void = () => undefined;
    const loading = client.prefetchQuery({
      ...eventsPage(99),
      queryFn: () => new Promise<StandIn>((resolve) => (finish = resolve)) as never,
    });
    for (let n = 1; n <= 10; n++) put(client, eventsPage(n), page(n), 1000 + n);
    expect(client.getQueryState(eventsPage(99).queryKey)?.fetchStatus).toBe('fetching');
    finish(page(99));
    await loading;
    expect(cachedPages(client)).toEqual([8, 9, 10, 99]);
  });
});
