import { QueryClient } from '@tanstack/react-query';
import type { Location } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiOrigin, rawEvents, rawSession, startApiSandbox } from '../../test/support/api-sandbox';
import { appRoutes } from '../app/routes';
import { pageSizePreference } from '../lists/page-size';
import { listKinds } from '../lists/registry';
import { earlyListUrl } from './early-request';

// early.ts guesses the app's first request before the app's code is there: held here to what the app's
// own routes ask the sandbox for, so a change to either cannot leave the guess quietly wrong.

function at(path: string): Location {
  const url = new URL(path, 'https://teamboard.test');
  return { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'test' };
}

const routes = appRoutes(listKinds);

async function firstRequestOfTheApp(path: string): Promise<string> {
  const sandbox = await startApiSandbox({
    events: rawEvents(30),
    sessions: Array.from({ length: 30 }, (_, i) => rawSession(`s${i + 1}`)),
  });
  const location = at(path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const route = routes.find((candidate) => candidate.path === location.pathname);
  await route?.load(location, client);
  client.clear();
  return `${apiOrigin}/v1/me/community/team/${sandbox.requests[0]}`;
}

const guess = (path: string) =>
  earlyListUrl(at(path), `${apiOrigin}/`, localStorage.getItem('teamboard.perPage'));

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('earlyListUrl', () => {
  it('asks for what the app asks for first, on every list address', async () => {
    for (const path of [
      '/',
      '/events',
      '/events?page=3&per_page=12',
      '/events?page=abc&per_page=1000',
      '/events?per_page=0',
      '/sessions?page=2',
      '/events?all=1',
      '/sessions?all=1&q=talk&sort=-price',
    ]) {
      expect(guess(path)?.href, path).toBe(await firstRequestOfTheApp(path));
    }
  });

  it('uses the page size the person chose last, as the app does', async () => {
    pageSizePreference.save(48);
    expect(guess('/events?page=2')?.href).toBe(await firstRequestOfTheApp('/events?page=2'));
    expect(guess('/events?page=2')?.searchParams.get('per_page')).toBe('48');
  });

  it('guesses nothing where the first request is not a list page', () => {
    for (const path of ['/events/e1', '/callback', '/signed-out', '/nowhere'])
      expect(guess(path), path).toBeNull();
  });
});
