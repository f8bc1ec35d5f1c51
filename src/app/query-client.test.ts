import { QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { eventQueries } from '../api/events';
import { sessionQueries } from '../api/sessions';
import { createQueryClient, keptListPages, trimListPages } from './query-client';

const page = (n: number) => ({ items: [{ id: `e${n}` }], pagination: { totalPages: 50 }, dropped: 0 });
// Plain keys: the cache holds stand-in pages, not whole events.
const eventsKey = (n: number): QueryKey => [...eventQueries.lists(), { page: n, perPage: 24 }];
const sessionsKey: QueryKey = [...sessionQueries.lists(), { page: 1, perPage: 24 }];
const cachedPages = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ queryKey: eventQueries.lists() })
    .map((query) => (query.queryKey[2] as { page: number }).page)
    .sort((a, b) => a - b);

describe('the pages of cards kept in the cache', () => {
  it('keeps the most recently loaded pages nothing shows, up to the limit, and every page on screen', () => {
    const client = new QueryClient();
    const shown = new QueryObserver(client, { queryKey: eventsKey(1), queryFn: () => page(1) });
    const unsubscribe = shown.subscribe(() => undefined);
    for (let n = 1; n <= 8; n++) client.setQueryData(eventsKey(n), page(n), { updatedAt: 1000 + n });
    trimListPages(client, 3);
    expect(cachedPages(client)).toEqual([1, 6, 7, 8]);
    unsubscribe();
  });

  it('leaves other queries alone: the whole list, and sessions count with events', () => {
    const client = new QueryClient();
    client.setQueryData(['events', 'all'], { items: [] });
    client.setQueryData(sessionsKey, page(1), { updatedAt: 5000 });
    for (let n = 1; n <= 3; n++) client.setQueryData(eventsKey(n), page(n), { updatedAt: 1000 + n });
    trimListPages(client, 2);
    expect(client.getQueryData(['events', 'all'])).toEqual({ items: [] });
    expect(client.getQueryData(sessionsKey)).toBeDefined();
    expect(cachedPages(client)).toEqual([3]);
  });

  it('trims by itself as pages are added, so paging on does not grow the cache', () => {
    const client = createQueryClient();
    for (let n = 1; n <= 20; n++) client.setQueryData(eventsKey(n), page(n), { updatedAt: 1000 + n });
    expect(cachedPages(client)).toHaveLength(keptListPages);
    expect(cachedPages(client)).toEqual([17, 18, 19, 20]);
  });

  it('never drops a page while it loads, such as the prefetched next page', async () => {
    const client = createQueryClient();
    let finish: (value: ReturnType<typeof page>) => void = () => undefined;
    const loading = client.prefetchQuery({
      queryKey: eventsKey(99),
      queryFn: () => new Promise<ReturnType<typeof page>>((resolve) => (finish = resolve)),
    });
    for (let n = 1; n <= 10; n++) client.setQueryData(eventsKey(n), page(n), { updatedAt: 1000 + n });
    expect(client.getQueryState(eventsKey(99))?.fetchStatus).toBe('fetching');
    finish(page(99));
    await loading;
    expect(cachedPages(client)).toEqual([8, 9, 10, 99]);
  });
});
