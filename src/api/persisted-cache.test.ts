import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { wholeKey } from './list-queries';
import { readingWhole } from './persisted-cache';

describe('readingWhole', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('holds the writes while a whole list is read, and not once the network is gone', async () => {
    const client = new QueryClient();
    expect(readingWhole(client)).toBe(false);

    let finish = () => {};
    const read = client.fetchQuery({
      queryKey: wholeKey('events'),
      queryFn: () => new Promise<string>((resolve) => (finish = () => resolve('read'))),
    });
    expect(readingWhole(client)).toBe(true);

    onlineManager.setOnline(false);
    expect(readingWhole(client)).toBe(false);
    onlineManager.setOnline(true);
    expect(readingWhole(client)).toBe(true);

    finish();
    await read;
    expect(readingWhole(client)).toBe(false);
  });

  it('is not held by a page read on its own', () => {
    const client = new QueryClient();
    void client.fetchQuery({
      queryKey: ['events', 'list', { page: 1, perPage: 12 }],
      queryFn: () => new Promise(() => {}),
    });
    expect(readingWhole(client)).toBe(false);
  });
});
