import { QueryClient } from '@tanstack/react-query';
import type { Location } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rawEvents, rawSession, startApiSandbox } from '../../test/support/api-sandbox';
import { eventQueries } from '../lists/events/event-queries';
import { noticesIn } from '../lists/notices';
import { pageSizePreference } from '../lists/page-size';
import { listKinds } from '../lists/registry';
import { sessionQueries } from '../lists/sessions/session-queries';
import { createResolver } from './route-resolver';
import { appRoutes } from './routes';

function at(path: string): Location {
  const url = new URL(path, 'https://teamboard.test');
  return { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'k' };
}

let client: QueryClient;
let signedIn: boolean;
const resolver = () => createResolver(appRoutes(listKinds), client, async () => signedIn);

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  signedIn = true;
  localStorage.clear();
});

describe('the app’s route resolver', () => {
  it('asks for the page of events the address opens, into the cache the page reads', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(100) });
    expect(await resolver().load(at('/events?page=3&per_page=12'))).toBeNull();
    expect(sandbox.requests).toEqual(['events?page=3&per_page=12']);
    expect(client.getQueryState(eventQueries.page({ page: 3, perPage: 12 }).queryKey)?.status).toBe(
      'success',
    );
  });

  it('reads an address once for its corrections and its data, however often they are asked for', async () => {
    await startApiSandbox({ events: rawEvents(30) });
    const read = vi.spyOn(localStorage, 'getItem');
    const routes = resolver();
    const location = at('/events?page=2');
    expect(routes.correct(location)).toBeNull();
    expect(routes.correct(location)).toBeNull();
    expect(await routes.load(location)).toBeNull();
    expect(read.mock.calls.filter(([key]) => key === 'teamboard.perPage')).toHaveLength(1);
    routes.correct(at('/events?page=3'));
    expect(read.mock.calls.filter(([key]) => key === 'teamboard.perPage')).toHaveLength(2);
    read.mockRestore();
  });

  it('uses the remembered page size, and asks for sessions on the sessions list', async () => {
    pageSizePreference.save(96);
    const sandbox = await startApiSandbox({ sessions: [rawSession('s1')] });
    await resolver().load(at('/sessions?page=1'));
    expect(sandbox.requests).toEqual(['sessions?page=1&per_page=96']);
    expect(client.getQueryData(sessionQueries.page({ page: 1, perPage: 96 }).queryKey)?.items).toHaveLength(
      1,
    );
  });

  it('reads the whole list of events for the home, a whole list and an item’s page', async () => {
    for (const path of ['/', '/events?all=1', '/events/e7']) {
      client.clear();
      const sandbox = await startApiSandbox({ events: rawEvents(150) });
      expect(await resolver().load(at(path)), path).toBeNull();
      await expect
        .poll(() => client.getQueryData(eventQueries.whole().queryKey)?.complete, { timeout: 2_000 })
        .toBe(true);
      expect(sandbox.requests, path).toEqual(['events?page=1&per_page=100', 'events?page=2&per_page=100']);
    }
  });

  it('corrects a list’s address before anything loads, and nothing elsewhere', async () => {
    const routes = resolver();
    expect(noticesIn(routes.correct(at('/sessions?page=abc'))?.state)).toEqual([
      { kind: 'page', raw: 'abc' },
    ]);
    expect(routes.correct(at('/events/e1?page=abc'))).toBeNull();
    expect(routes.correct(at('/nowhere?page=abc'))).toBeNull();
    expect(routes.correct(at('/events?item=e1'))).toEqual({ to: '/events/e1' });
  });

  it('hands on the correction a load finds', async () => {
    await startApiSandbox({ events: rawEvents(30) });
    const redirect = await resolver().load(at('/events?page=7&per_page=24'));
    expect(redirect?.to).toEqual({ pathname: '/events', search: '?page=2&per_page=24' });
  });

  it('asks for nothing for pages without list data, or for a person who is not signed in', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(30) });
    for (const path of ['/callback?code=x', '/signed-out', '/nowhere'])
      expect(await resolver().load(at(path))).toBeNull();
    signedIn = false;
    expect(await resolver().load(at('/events'))).toBeNull();
    expect(sandbox.requests).toEqual([]);
  });

  it('settles even when the page’s data fails', async () => {
    const sandbox = await startApiSandbox({ events: rawEvents(30) });
    sandbox.fault({ match: 'events', kind: 'malformed-json', times: null });
    expect(await resolver().load(at('/events'))).toBeNull();
    expect(client.getQueryState(eventQueries.page({ page: 1, perPage: 24 }).queryKey)?.error).toMatchObject({
      kind: 'malformed',
    });
  });
});
