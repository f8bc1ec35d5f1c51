import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../api/client';
import { prefetchFirstPage } from './first-page';

// The API client is ours; this stand-in records what was asked for and answers an empty page.
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  configureApiClient({
    async getJson(path, query) {
      asked.push(
        `${path}?${new URLSearchParams(Object.entries(query ?? {}).map(([k, v]) => [k, String(v)]))}`,
      );
      const list = path.endsWith('events') ? 'events' : 'sessions';
      return { [list]: [], meta: { pagination: { current_page: 1, per_page: 24, total_pages: 0 } } };
    },
  });
});

const storage = (perPage: string | null) => ({ getItem: () => perPage });

function prefetch(url: string, perPage: string | null = null) {
  const client = new QueryClient();
  const { pathname, search } = new URL(url, 'http://app.example');
  prefetchFirstPage(client, { pathname, search }, storage(perPage));
  return client;
}

describe('prefetchFirstPage', () => {
  it('asks for the page and size in the URL, under the key the list view reads', async () => {
    const client = prefetch('/events?page=3&per_page=12');
    expect(asked).toEqual(['/v1/me/community/team/events?page=3&per_page=12']);
    await client.getQueryCache().find({ queryKey: ['events', 'list', { page: 3, perPage: 12 }] })?.promise;
    expect(client.getQueryData(['events', 'list', { page: 3, perPage: 12 }])).toMatchObject({ items: [] });
  });

  it('uses the remembered page size when the URL has none', () => {
    prefetch('/sessions', '48');
    expect(asked).toEqual(['/v1/me/community/team/sessions?page=1&per_page=48']);
  });

  it('asks for nothing on other pages or for the whole list', () => {
    for (const url of ['/', '/callback?code=x', '/signed-out', '/nowhere', '/events?all=1']) prefetch(url);
    expect(asked).toEqual([]);
  });
});
