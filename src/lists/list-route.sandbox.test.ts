import { QueryClient } from '@tanstack/react-query';
import type { Location } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rawEvents, startApiSandbox } from '../../test/support/api-sandbox';
import { eventList } from './events/event-list';
import { correctListUrl, loadList, readListUrl } from './list-route';
import { noticesIn } from './notices';
import { pageSizePreference } from './page-size';

function at(path: string): Location {
  const url = new URL(path, 'https://teamboard.test');
  return { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'test' };
}

let client: QueryClient;
const correct = (path: string) => correctListUrl(eventList, readListUrl(eventList, at(path)), at(path));
const load = (path: string) => loadList(eventList, readListUrl(eventList, at(path)).url, at(path), client);

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => localStorage.clear());

describe('readListUrl', () => {
  it('gives a URL without a size the person’s remembered one', () => {
    expect(readListUrl(eventList, at('/events')).url.perPage).toBe(24);
    pageSizePreference.save(96);
    expect(readListUrl(eventList, at('/events?page=2')).url).toMatchObject({ page: 2, perPage: 96 });
    expect(readListUrl(eventList, at('/events?per_page=12')).url.perPage).toBe(12);
  });
});

describe('correctListUrl', () => {
  it('leaves a good address alone', () => {
    expect(correct('/events?page=2&per_page=12')).toBeNull();
    expect(correct('/events?all=1&status=someday&q=x')).toBeNull();
  });

  it('corrects a bad page and size in one step, carrying a notice for each', () => {
    const redirect = correct('/events?page=abc&per_page=1000');
    expect(redirect?.to).toEqual({ pathname: '/events', search: '?per_page=100' });
    expect(noticesIn(redirect?.state)).toEqual([
      { kind: 'page', raw: 'abc' },
      { kind: 'per-page', raw: '1000', used: 100 },
    ]);
  });

  it('falls back to the person’s page size for a size of 0', () => {
    pageSizePreference.save(48);
    const redirect = correct('/events?page=3&per_page=0');
    expect(redirect?.to).toEqual({ pathname: '/events', search: '?page=3&per_page=48' });
    expect(noticesIn(redirect?.state)).toEqual([{ kind: 'per-page', raw: '0', used: 48 }]);
  });

  it('rewrites an old status=completed link to status=past, with no notice', () => {
    const redirect = correct('/events?all=1&status=completed&q=yoga');
    expect(redirect?.to).toEqual({ pathname: '/events', search: '?all=1&q=yoga&status=past' });
    expect(noticesIn(redirect?.state)).toEqual([]);
    expect(correct('/events?all=1&status=past')).toBeNull();
  });

  it('drops an unknown sort from a whole list, keeping the rest of it', () => {
    const redirect = correct('/events?all=1&q=yoga&sort=colour&view=table');
    expect(redirect?.to).toEqual({ pathname: '/events', search: '?all=1&q=yoga&view=table' });
    expect(noticesIn(redirect?.state)).toEqual([{ kind: 'sort', raw: 'colour' }]);
  });

  it('sends an old dialog link to the item’s own page', () => {
    expect(correct('/events?page=2&item=ev%201')).toEqual({ to: '/events/ev%201' });
  });
});

describe('loadList', () => {
  it('loads the page the address asks for into the cache, and needs no correction', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(30) });
    expect(await load('/events?page=2&per_page=12')).toBeNull();
    expect(sandbox.requests).toEqual(['events?page=2&per_page=12']);
    const page = client.getQueryData(eventList.queries.page({ page: 2, perPage: 12 }).queryKey);
    expect(page?.items.map((item) => item.id)).toEqual(Array.from({ length: 12 }, (_, i) => `e${i + 13}`));
  });

  it('moves a page past the last to the last, with a notice, however the API answers it', async () => {
    for (const pastLast of ['empty', '404', '400'] as const) {
      client.clear();
      await startApiSandbox({ events: rawEvents(30) }, { pastLast });
      const redirect = await load('/events?page=9&per_page=12');
      expect(redirect?.to, pastLast).toEqual({ pathname: '/events', search: '?page=3&per_page=12' });
      expect(noticesIn(redirect?.state), pastLast).toEqual([{ kind: 'past-last', page: 9, last: 3 }]);
    }
  });

  it('moves to page 1, where the empty list says so itself, when the list has no page at all', async () => {
    await startApiSandbox({ events: [] }, { pastLast: '404' });
    const redirect = await load('/events?page=4&per_page=12');
    expect(redirect?.to).toEqual({ pathname: '/events', search: '?per_page=12' });
    expect(noticesIn(redirect?.state)).toEqual([]);
  });

  it('corrects nothing for page 1, or when the page fails for another reason', async () => {
    await startApiSandbox({ events: [] });
    expect(await load('/events')).toBeNull();
    const sandbox = await startApiSandbox({ events: rawEvents(30) });
    sandbox.fault({ match: 'events', status: 503, times: null });
    expect(await load('/events?page=2')).toBeNull();
    expect(sandbox.requests).toEqual(['events?page=2&per_page=24']);
  });

  it('corrects nothing for a person without a team: the page says so', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(30) }, { login: 'no-team' });
    expect(await load('/events?page=3')).toBeNull();
    // Page 3 and page 1 both answered 404: no page to move to.
    expect(sandbox.requests).toEqual(['events?page=3&per_page=24', 'events?page=1&per_page=24']);
  });

  it('starts the whole list for a whole-list address, without waiting for it', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(150) });
    expect(await load('/events?all=1&q=x')).toBeNull();
    await expect.poll(() => client.getQueryData(eventList.queries.whole().queryKey)?.complete).toBe(true);
    expect(sandbox.requests).toEqual(['events?page=1&per_page=100', 'events?page=2&per_page=100']);
  });
});
