import {
  onlineManager,
  type Query,
  type QueryCacheNotifyEvent,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { clear, del, get, getMany, keys, set, setMany } from 'idb-keyval';
import { shareValues } from '../domain/shared-values';
import type { ListItem, ListPage } from '../domain/types';
import { cacheStore } from '../lib/kept-stores';
import { isWholeKey, keptShape, type ListQueryMeta, wholeKey } from './list-queries';
import { wholeListFromPages, wholePageSize } from './whole-list';

// The lists' pages kept in IndexedDB between visits, one record per query, so a write touches only the
// page that changed and a restore reads pages, never one 50,000-item value. Loaded lazily.

// Each page names its owner too: a tab still open for one person never adds to the next one's.
export type KeptPage = {
  owner: string;
  shape: string;
  key: QueryKey;
  updatedAt: number;
  data: ListPage<ListItem>;
};
type Owner = { owner: string; shape: string };

const ownerKey = '#owner';
// Pages read or written per task: each is structured-cloned on the main thread.
const pagesPerTask = 20;
const writeDelayMs = 1_000;

const isKept = (query: Query) => (query.meta as ListQueryMeta | undefined)?.kept === true;

type YieldingScheduler = { yield?: () => Promise<void> };
// Back ahead of other tasks where the browser can (`scheduler.yield`): a timer's turn waits behind them.
const nextTask = (): Promise<void> =>
  (globalThis as { scheduler?: YieldingScheduler }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve, 0));

function chunks<T>(values: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let from = 0; from < values.length; from += size) out.push(values.slice(from, from + size));
  return out;
}

/**
 * Everything kept, as read from the device: whose it says it is, each page by its query hash, and when
 * the reading started (`performance.now()`).
 */
export type KeptRead = {
  owner: Owner | undefined;
  pages: [string, KeptPage | undefined][];
  startedAt: number;
};

async function readKept(): Promise<KeptRead> {
  const startedAt = performance.now();
  const [owner, hashes] = await Promise.all([get<Owner>(ownerKey, cacheStore), keys<string>(cacheStore)]);
  const pageHashes = hashes.filter((key) => key !== ownerKey);
  // Every batch asked for at once: one after another, each waited out the database's round trip.
  const batches = await Promise.all(
    chunks(pageHashes, pagesPerTask).map(async (batch) => {
      const records = await getMany<KeptPage | undefined>(batch, cacheStore);
      return records.map((record, index): KeptRead['pages'][number] => [batch[index] as string, record]);
    }),
  );
  return { owner, pages: batches.flat(), startedAt };
}

let readAhead: Promise<KeptRead> | undefined;

/**
 * Starts reading what the device keeps before anyone is known to be in (back from the sign-in server, or
 * waiting for the tab beside), so the restore waits for neither the database nor the sign-in. Nothing of
 * it shows before `claimKept` and `restoreKept` find it is the person's own; `dropKeptAhead` forgets it.
 */
export function readKeptAhead(): void {
  const startedAt = performance.now();
  readAhead ??= readKept().catch(() => ({ owner: undefined, pages: [], startedAt }));
}

export function dropKeptAhead(): void {
  readAhead = undefined;
}

/**
 * Makes the kept data `owner`'s: anyone else's (another person, sign-in server, API or client) or an
 * older shape is discarded first. Returns whether what is kept now is the owner's own.
 */
export async function claimKept(owner: string): Promise<boolean> {
  const current = readAhead ? (await readAhead).owner : await get<Owner>(ownerKey, cacheStore);
  if (current?.owner === owner && current.shape === keptShape) return true;
  readAhead = undefined;
  await clear(cacheStore);
  await set(ownerKey, { owner, shape: keptShape } satisfies Owner, cacheStore);
  return false;
}

function restore(client: QueryClient, key: QueryKey, data: unknown, updatedAt: number) {
  client.setQueryData(key, data, { updatedAt });
  // By its hash: `find` compares every query in the cache, which over 500 pages is a square of them.
  client
    .getQueryCache()
    .get(client.defaultQueryOptions({ queryKey: key }).queryHash)
    ?.invalidate();
}

/** What a kept page's key says it is: a page of list `name`, read whole when `perPage` is the whole size. */
function pageOf(key: QueryKey): { name: string; page: number; perPage: number } | null {
  const [name, kind, params] = key as [unknown, unknown, { page?: unknown; perPage?: unknown } | undefined];
  if (typeof name !== 'string' || kind !== 'list' || typeof params !== 'object' || params === null)
    return null;
  const { page, perPage } = params;
  return typeof page === 'number' && typeof perPage === 'number' ? { name, page, perPage } : null;
}

/**
 * Puts every kept page of `owner`'s younger than `maxAgeMs` back into the cache with the time it was read,
 * so it shows as it was ("Updated 3 hours ago"), marked invalid so whatever shows it asks again however
 * young it is (a reload means "bring it up to date"); a list kept whole is put back whole. Returns the
 * pages restored, and when reading them started.
 */
export async function restoreKept(
  client: QueryClient,
  owner: string,
  maxAgeMs: number,
  now = Date.now(),
): Promise<{ restored: number; startedAt: number }> {
  const { pages, startedAt } = await (readAhead ?? readKept());
  readAhead = undefined;
  const { restored, expired } = await putBack(client, pages, owner, maxAgeMs, now);
  await Promise.all(expired.map((hash) => del(hash, cacheStore)));
  return { restored, startedAt };
}

/**
 * `restoreKept` once the pages are read: puts `owner`'s young enough pages into the cache, the lists kept
 * whole first, so a view of one (the home) shows without waiting for every page. Returns how many pages
 * it put back, and the hashes of those to forget (someone else's, an older shape, too old).
 */
export async function putBack(
  client: QueryClient,
  pages: KeptRead['pages'],
  owner: string,
  maxAgeMs: number,
  now: number,
): Promise<{ restored: number; expired: string[] }> {
  const expired: string[] = [];
  const own: KeptPage[] = [];
  const wholes = new Map<string, { pages: (ListPage<{ id: string }> | undefined)[]; oldest: number }>();
  for (const batch of chunks(pages, pagesPerTask)) {
    for (const [hash, record] of batch) {
      const where = record ? pageOf(record.key) : null;
      const theirs = record?.owner === owner && record.shape === keptShape;
      if (!record || !where || !theirs || now - record.updatedAt > maxAgeMs) {
        expired.push(hash);
        continue;
      }
      own.push(record);
      shareValues(record.data.items);
      if (where.perPage !== wholePageSize) continue;
      const whole = wholes.get(where.name) ?? { pages: [], oldest: record.updatedAt };
      whole.pages[where.page - 1] = record.data;
      whole.oldest = Math.min(whole.oldest, record.updatedAt);
      wholes.set(where.name, whole);
    }
    await nextTask();
  }
  for (const [name, whole] of wholes) {
    const list = wholeListFromPages(whole.pages, whole.oldest);
    if (list && client.getQueryData(wholeKey(name)) === undefined)
      restore(client, wholeKey(name), list, whole.oldest);
  }
  for (const batch of chunks(own, pagesPerTask)) {
    await nextTask();
    // What the network answered while this was read is newer.
    for (const record of batch)
      if (client.getQueryData(record.key) === undefined)
        restore(client, record.key, record.data, record.updatedAt);
  }
  return { restored: own.length, expired };
}

/**
 * Whether a whole list is being read: its pages are written once it is done, not between its requests.
 * Offline its read waits for the network, and what it has read so far is written now.
 */
export function readingWhole(client: QueryClient): boolean {
  return (
    onlineManager.isOnline() && client.isFetching({ predicate: (query) => isWholeKey(query.queryKey) }) > 0
  );
}

/**
 * Writes each kept page the network answers as `owner`'s (since `since`, so the first page, often in
 * before this module, too), a second after it lands and a few pages per task, or at once when the tab
 * goes; a failing write (quota, a private window) leaves the app working without it. Returns the stop.
 */
export function keepWriting(client: QueryClient, owner: string, since: number): () => void {
  const due = new Map<string, Query>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const record = (query: Query): [string, KeptPage] => [
    query.queryHash,
    {
      owner,
      shape: keptShape,
      key: query.queryKey,
      updatedAt: query.state.dataUpdatedAt,
      data: query.state.data as KeptPage['data'],
    },
  ];
  /** Takes up to `count` due pages off the list, those with data to write. */
  const take = (count = due.size) => {
    const queries = [...due.values()].slice(0, count);
    for (const query of queries) due.delete(query.queryHash);
    return queries.filter((query) => query.state.data !== undefined);
  };

  async function flush() {
    if (readingWhole(client)) {
      timer = setTimeout(() => void flush(), writeDelayMs);
      return;
    }
    timer = undefined;
    // Taken a few at a time, so what a tab that goes has not written yet is still due.
    while (due.size > 0 && !stopped) {
      await setMany(take(pagesPerTask).map(record), cacheStore).catch(() => undefined);
      await nextTask();
    }
  }

  // A tab that goes (a reload, a closed tab, a phone putting it away) writes what is due at once, in one
  // transaction: what waited for the second would be lost with it.
  function leave(event: Event) {
    if (due.size === 0 || (event.type === 'visibilitychange' && document.visibilityState !== 'hidden'))
      return;
    clearTimeout(timer);
    timer = undefined;
    const entries = take().map(record);
    // Committed at once: a transaction left to commit by itself is aborted with the page.
    void cacheStore('readwrite', async (store) => {
      for (const [key, value] of entries) store.put(value, key);
      store.transaction.commit();
    }).catch(() => undefined);
  }
  addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', leave);

  const write = (query: Query) => {
    due.set(query.queryHash, query);
    timer ??= setTimeout(() => void flush(), writeDelayMs);
  };
  for (const query of client.getQueryCache().findAll({ predicate: isKept }))
    if (query.state.dataUpdatedAt >= since) write(query);
  const unsubscribe = client.getQueryCache().subscribe((event: QueryCacheNotifyEvent) => {
    // A restored page (set by hand) is on disk already.
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (isKept(event.query)) write(event.query);
  });
  return () => {
    stopped = true;
    removeEventListener('pagehide', leave);
    document.removeEventListener('visibilitychange', leave);
    unsubscribe();
    clearTimeout(timer);
    due.clear();
  };
}
