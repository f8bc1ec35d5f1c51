import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shownDataAt } from './shown-data';

const put = (client: QueryClient, key: string, updatedAt: number) =>
  client.setQueryData([key], { items: [] }, { updatedAt });
const observe = (client: QueryClient, key: string, enabled = true) =>
  new QueryObserver(client, { queryKey: [key], queryFn: () => new Promise(() => {}), enabled }).subscribe(
    () => undefined,
  );
const shown = (client: QueryClient) => shownDataAt(client.getQueryCache().getAll());

describe('shownDataAt', () => {
  it('is the newest time among the queries on screen', () => {
    const client = new QueryClient();
    put(client, 'events page 1', 9_000);
    put(client, 'whole list', 12_000);
    put(client, 'events page 2', 20_000);
    const stops = [observe(client, 'events page 1'), observe(client, 'whole list')];
    // Page 2 is newer but nothing shows it.
    expect(shown(client)).toBe(12_000);
    for (const stop of stops) stop();
  });

  it('is null while something on screen still waits for its data, and when nothing is on screen', () => {
    const client = new QueryClient();
    put(client, 'events page 1', 9_000);
    const stops = [observe(client, 'events page 1'), observe(client, 'events page 3')];
    expect(shown(client)).toBeNull();
    for (const stop of stops) stop();
    expect(shown(client)).toBeNull();
  });

  it('leaves out a query on screen that is switched off', () => {
    const client = new QueryClient();
    put(client, 'events page 1', 9_000);
    const stops = [observe(client, 'events page 1'), observe(client, 'not asked for yet', false)];
    expect(shown(client)).toBe(9_000);
    for (const stop of stops) stop();
  });
});
