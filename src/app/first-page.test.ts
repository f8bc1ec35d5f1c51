import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../api/client';
import { eventQueries } from '../api/events';
import { sessionQueries } from '../api/sessions';
import { takeRequestedAhead } from '../features/listing/first-request';
import { requestFirstPage, untilFirstPage } from './first-page';

// The HTTP client is the data layer's (tested there); here a stand-in records what is asked for.
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  configureApiClient({
    getJson: async (path, query = {}) => {
      requested.push(`${path}?page=${query.page}&per_page=${query.per_page}`);
      return { events: [], sessions: [], meta: { pagination: { current_page: 1, total_pages: 0 } } };
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const noStorage = { getItem: () => null };
const at = (url: string) => new URL(url, 'https://teamboard.test');

describe('requestFirstPage', () => {
  it('asks for the page of events the URL opens, once, and marks it as asked for ahead', async () => {
    const client = new QueryClient();
    const first = requestFirstPage(client, at('/events?page=3&per_page=48'), noStorage);
    await first;
    expect(requested).toEqual(['/v1/me/community/team/events?page=3&per_page=48']);
    const key = eventQueries.list({ page: 3, perPage: 48 }).queryKey;
    expect(client.getQueryState(key)?.status).toBe('success');
    expect(takeRequestedAhead(key)).toBe(true);
    expect(takeRequestedAhead(key)).toBe(false);

    expect(requestFirstPage(client, at('/events?page=3&per_page=48'), noStorage)).toBeNull();
    expect(requested).toHaveLength(1);
  });

  it('uses the remembered page size, and the corrected page for a bad one; "/" opens events', async () => {
    const client = new QueryClient();
    await requestFirstPage(client, at('/?page=abc'), { getItem: () => '96' });
    expect(requested).toEqual(['/v1/me/community/team/events?page=1&per_page=96']);
  });

  it('asks for sessions on /sessions, and for nothing on the whole list or pages without cards', async () => {
    const client = new QueryClient();
    await requestFirstPage(client, at('/sessions?page=2'), noStorage);
    expect(requested).toEqual(['/v1/me/community/team/sessions?page=2&per_page=24']);
    expect(client.getQueryState(sessionQueries.list({ page: 2, perPage: 24 }).queryKey)).toBeDefined();

    for (const url of ['/events?all=1', '/callback?code=x', '/signed-out', '/nowhere']) {
      expect(requestFirstPage(client, at(url), noStorage)).toBeNull();
    }
    expect(requested).toHaveLength(1);
  });
});

describe('untilFirstPage', () => {
  it('settles with the first page, or after the wait when the page is slow, or at once without one', async () => {
    vi.useFakeTimers();
    const settled: string[] = [];
    let answer = () => {};
    const slow = new Promise<void>((resolve) => {
      answer = resolve;
    });
    void untilFirstPage(slow, 150).then(() => settled.push('slow'));
    void untilFirstPage(null, 150).then(() => settled.push('none'));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toEqual(['none']);
    await vi.advanceTimersByTimeAsync(149);
    expect(settled).toEqual(['none']);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['none', 'slow']);

    void untilFirstPage(Promise.resolve(), 150).then(() => settled.push('fast'));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toEqual(['none', 'slow', 'fast']);
    answer();
  });
});
