import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamEvent } from '../domain/types';
import { event, fixedNow, hour } from '../lists/fixtures.test-support';
import { keptShape, wholeKey } from './list-queries';
import { type KeptBatch, type KeptPage, putBack, readingOrder, readingWhole } from './persisted-cache';
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

  it('puts paged views back first, then a list kept whole before its pages, each as old as it was, to be asked again', async () => {
    const client = new QueryClient();
    const order: string[] = [];
    client.getQueryCache().subscribe((change) => {
      if (change.type === 'updated' && change.action.type === 'success') order.push(change.query.queryHash);
    });
    const pages: KeptBatch = [
      ['p24', keptPage(pageKey(1, 24), ['e1', 'e2'], 9)],
      ['w1', keptPage(pageKey(1, 100), ['e1', 'e2'], 2)],
      ['w2', keptPage(pageKey(2, 100), ['e3'], 2, { updatedAt: now - 2 * hour })],
    ];

    const { restored, expired } = await putBack(client, [pages], owner, 24 * hour, now);

    expect(restored).toBe(3);
    expect(expired).toEqual([]);
    expect(order.slice(0, 2)).toEqual([
      hashOf(client, pageKey(1, 24)),
      hashOf(client, [...wholeKey('events')]),
    ]);
    expect(order).toHaveLength(4);
    const whole = client.getQueryData<WholeList<TeamEvent>>(wholeKey('events'));
    expect(whole?.items.map((item) => item.id)).toEqual(['e1', 'e2', 'e3']);
    expect(whole?.complete).toBe(true);
    expect(client.getQueryState(wholeKey('events'))?.dataUpdatedAt).toBe(now - 2 * hour);
    const paged = client.getQueryState(pageKey(1, 24));
    expect(paged?.dataUpdatedAt).toBe(now - hour);
    expect(paged?.isInvalidated).toBe(true);
  });

  it('shows the first batch of a long list kept whole as a read under way before it asks for the rest', async () => {
    const client = new QueryClient();
    const total = 101;
    const wholePage = (page: number): KeptBatch[number] => [
      `w${page}`,
      keptPage(pageKey(page, 100), [`e${page}`], total),
    ];
    let atRest: WholeList<TeamEvent> | undefined;
    let pageAtRest: unknown;
    function* batches() {
      yield [wholePage(1), wholePage(2)];
      atRest = client.getQueryData<WholeList<TeamEvent>>(wholeKey('events'));
      pageAtRest = client.getQueryData(pageKey(2, 100));
      yield [
        ...Array.from({ length: total - 2 }, (_, index) => wholePage(index + 3)),
        ['p2', keptPage(pageKey(2, 24), ['e9'], 9)],
      ] satisfies KeptBatch;
    }

    await putBack(client, batches(), owner, 24 * hour, now);

    expect(atRest).toMatchObject({ complete: false, pagesRead: 2, totalPages: total });
    expect(atRest?.items.map((item) => item.id)).toEqual(['e1', 'e2']);
    expect(atRest?.pages[2]).toBeNull();
    // A paged view of the whole size may show one of the first batch's pages.
    expect(pageAtRest).toBeDefined();
    expect(client.getQueryState(wholeKey('events'))?.isInvalidated).toBe(true);
    const whole = client.getQueryData<WholeList<TeamEvent>>(wholeKey('events'));
    expect(whole).toMatchObject({ complete: true, pagesRead: total });
    expect(client.getQueryData(pageKey(2, 24))).toBeDefined();
  });

  it('puts a short list kept whole back only once it is all read', async () => {
    const client = new QueryClient();
    let atRest: unknown = 'not asked';
    function* batches() {
      yield [['w1', keptPage(pageKey(1, 100), ['e1'], 2)]] satisfies KeptBatch;
      atRest = client.getQueryData(wholeKey('events'));
      yield [['w2', keptPage(pageKey(2, 100), ['e2'], 2)]] satisfies KeptBatch;
    }

    await putBack(client, batches(), owner, 24 * hour, now);

    expect(atRest).toBeUndefined();
    expect(client.getQueryData<WholeList<TeamEvent>>(wholeKey('events'))).toMatchObject({ complete: true });
  });

  it('keeps a whole list the network answered after its first batch was shown', async () => {
    const client = new QueryClient();
    let answered: unknown;
    function* batches() {
      yield [['w1', keptPage(pageKey(1, 100), ['e1'], 101)]] satisfies KeptBatch;
      client.setQueryData(wholeKey('events'), { items: [event('new')] });
      answered = client.getQueryData(wholeKey('events'));
      yield Array.from({ length: 100 }, (_, index): KeptBatch[number] => [
        `w${index + 2}`,
        keptPage(pageKey(index + 2, 100), [`e${index + 2}`], 101),
      ]);
    }

    await putBack(client, batches(), owner, 24 * hour, now);

    expect(client.getQueryData(wholeKey('events'))).toBe(answered);
    expect(client.getQueryData(pageKey(2, 100))).toBeDefined();
  });

  it("forgets someone else's pages, an older shape, pages too old and what is not a page", async () => {
    const client = new QueryClient();
    const pages: KeptBatch = [
      ['mine', keptPage(pageKey(1, 24), ['e1'], 1)],
      ['theirs', keptPage(pageKey(2, 24), ['e2'], 1, { owner: 'them' })],
      ['older-shape', keptPage(pageKey(3, 24), ['e3'], 1, { shape: 'items-0' })],
      ['too-old', keptPage(pageKey(4, 24), ['e4'], 1, { updatedAt: now - 8 * 24 * hour })],
      ['not-a-page', keptPage(['events', 'whole'], ['e5'], 1)],
      ['gone', undefined],
    ];

    const { restored, expired } = await putBack(client, [pages], owner, 7 * 24 * hour, now);

    expect(restored).toBe(1);
    expect(expired).toEqual(['theirs', 'older-shape', 'too-old', 'not-a-page', 'gone']);
    expect(client.getQueryData(pageKey(2, 24))).toBeUndefined();
    expect(client.getQueryData(wholeKey('events'))).toBeUndefined();
  });

  it('keeps what the network answered while the device was read', async () => {
    const client = new QueryClient();
    const fresh = { items: [event('new')] };
    client.setQueryData(pageKey(1, 24), fresh);

    await putBack(client, [[['p', keptPage(pageKey(1, 24), ['old'], 1)]]], owner, 24 * hour, now);

    expect(client.getQueryData(pageKey(1, 24))).toBe(fresh);
  });
});

describe('readingOrder', () => {
  const hash = (page: number, perPage: number) => JSON.stringify(['events', 'list', { page, perPage }]);

  it('reads paged views first, then lists kept whole from their first page, by number, then the rest', () => {
    const hashes = [
      hash(10, 100),
      'not json',
      hash(2, 100),
      hash(3, 24),
      JSON.stringify(['x']),
      hash(1, 100),
    ];

    expect(readingOrder(hashes)).toEqual([
      hash(3, 24),
      hash(1, 100),
      hash(2, 100),
      hash(10, 100),
      'not json',
      JSON.stringify(['x']),
    ]);
  });
});
