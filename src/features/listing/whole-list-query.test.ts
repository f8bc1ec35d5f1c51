import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../api/client';
import { eventQueries } from '../../api/events';
import { wholeEventsQuery } from './whole-list-query';

// The HTTP client is the data layer's (tested there); here a stand-in answers pages of a 3-page list.
let requested: number[] = [];

beforeEach(() => {
  requested = [];
  configureApiClient({
    getJson: async (_path, query = {}) => {
      const page = Number(query.page);
      requested.push(page);
      return {
        events: [
          { id: `e${page}a`, name: `Event ${page}a` },
          { id: `e${page}b`, name: `Event ${page}b` },
        ],
        meta: { pagination: { current_page: page, per_page: Number(query.per_page), total_pages: 3 } },
      };
    },
  });
});

const listKey = (page: number) => eventQueries.list({ page, perPage: 100 }).queryKey;

describe('wholeEventsQuery', () => {
  it('loads every page at 100 per page under its own key, and leaves the pages for the paged view', async () => {
    const client = new QueryClient();
    const list = await client.fetchQuery(wholeEventsQuery());
    expect(wholeEventsQuery().queryKey).toEqual(['events', 'all']);
    expect(list.items.map((item) => item.id)).toEqual(['e1a', 'e1b', 'e2a', 'e2b', 'e3a', 'e3b']);
    expect(requested.sort()).toEqual([1, 2, 3]);
    expect(client.getQueryData(listKey(2))?.items.map((item) => item.id)).toEqual(['e2a', 'e2b']);
  });

  it('takes a page the paged view just loaded from the cache', async () => {
    const client = new QueryClient();
    await client.fetchQuery(eventQueries.list({ page: 1, perPage: 100 }));
    requested = [];
    await client.fetchQuery(wholeEventsQuery());
    expect(requested.sort()).toEqual([2, 3]);
  });

  it('asks for every page again once the pages are invalidated', async () => {
    const client = new QueryClient();
    await client.fetchQuery(wholeEventsQuery());
    requested = [];
    await client.invalidateQueries({ queryKey: ['events', 'list'], refetchType: 'none' });
    await client.resetQueries({ queryKey: ['events', 'all'] });
    await client.fetchQuery(wholeEventsQuery());
    expect(requested.sort()).toEqual([1, 2, 3]);
  });

  it('reports progress page by page', async () => {
    const client = new QueryClient();
    const seen: string[] = [];
    await client.fetchQuery(wholeEventsQuery((p) => seen.push(`${p.done}/${p.total}`)));
    expect(seen).toEqual(['1/3', '2/3', '3/3']);
  });
});
