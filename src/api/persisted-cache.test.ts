import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamEvent } from '../domain/types';
import { event, fixedNow, hour } from '../lists/fixtures.test-support';
import { keptShape, wholeKey } from './list-queries';
import { type KeptPage, type KeptRead, putBack, readingWhole } from './persisted-cache';
import type { WholeList } from './whole-list';

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

describe('putBack', () => {
  const owner = 'me';
  const now = fixedNow;
  const pageKey = (page: number, perPage: number) => ['events', 'list', { page, perPage }];
  const keptPage = (key: unknown[], ids: string[], totalPages: number, overrides: Partial<KeptPage> = {}) =>
    ({
      owner,
      shape: keptShape,
      key,
      updatedAt: now - hour,
      data: {
        items: ids.map((id) => event(id)),
        pagination: { currentPage: 1, perPage: 100, totalPages },
        dropped: 0,
        duplicates: 0,
        oversized: 0,
      },
      ...overrides,
    }) satisfies KeptPage;
  const hashOf = (client: QueryClient, key: unknown[]) =>
    client.defaultQueryOptions({ queryKey: key }).queryHash;

  it('puts a list kept whole back before any page, and each page as old as it was, to be asked again', async () => {
    const client = new QueryClient();
    const order: string[] = [];
    client.getQueryCache().subscribe((change) => {
      if (change.type === 'updated' && change.action.type === 'success') order.push(change.query.queryHash);
    });
    const pages: KeptRead['pages'] = [
      ['p24', keptPage(pageKey(1, 24), ['e1', 'e2'], 9)],
      ['w1', keptPage(pageKey(1, 100), ['e1', 'e2'], 2)],
      ['w2', keptPage(pageKey(2, 100), ['e3'], 2, { updatedAt: now - 2 * hour })],
    ];

    const { restored, expired } = await putBack(client, pages, owner, 24 * hour, now);

    expect(restored).toBe(3);
    expect(expired).toEqual([]);
    expect(order[0]).toBe(hashOf(client, [...wholeKey('events')]));
    expect(order).toHaveLength(4);
    const whole = client.getQueryData<WholeList<TeamEvent>>(wholeKey('events'));
    expect(whole?.items.map((item) => item.id)).toEqual(['e1', 'e2', 'e3']);
    expect(client.getQueryState(wholeKey('events'))?.dataUpdatedAt).toBe(now - 2 * hour);
    const paged = client.getQueryState(pageKey(1, 24));
    expect(paged?.dataUpdatedAt).toBe(now - hour);
    expect(paged?.isInvalidated).toBe(true);
  });

  it("forgets someone else's pages, an older shape, pages too old and what is not a page", async () => {
    const client = new QueryClient();
    const pages: KeptRead['pages'] = [
      ['mine', keptPage(pageKey(1, 24), ['e1'], 1)],
      ['theirs', keptPage(pageKey(2, 24), ['e2'], 1, { owner: 'them' })],
      ['older-shape', keptPage(pageKey(3, 24), ['e3'], 1, { shape: 'items-0' })],
      ['too-old', keptPage(pageKey(4, 24), ['e4'], 1, { updatedAt: now - 8 * 24 * hour })],
      ['not-a-page', keptPage(['events', 'whole'], ['e5'], 1)],
      ['gone', undefined],
    ];

    const { restored, expired } = await putBack(client, pages, owner, 7 * 24 * hour, now);

    expect(restored).toBe(1);
    expect(expired).toEqual(['theirs', 'older-shape', 'too-old', 'not-a-page', 'gone']);
    expect(client.getQueryData(pageKey(2, 24))).toBeUndefined();
    expect(client.getQueryData(wholeKey('events'))).toBeUndefined();
  });

  it('keeps what the network answered while the device was read', async () => {
    const client = new QueryClient();
    const fresh = { items: [event('new')] };
    client.setQueryData(pageKey(1, 24), fresh);

    await putBack(client, [['p', keptPage(pageKey(1, 24), ['old'], 1)]], owner, 24 * hour, now);

    expect(client.getQueryData(pageKey(1, 24))).toBe(fresh);
  });
});
