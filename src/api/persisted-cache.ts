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
import { type WholeList, wholeListFromPages, wholePageSize } from './whole-list';

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
// Pages read or written per task: each is structured-cloned on the main thread, so a task holds a few.
const pagesPerTask = 8;
// The first batch read holds enough of a long list for its first screen.
const firstBatchPages = 20;
const writeDelayMs = 1_000;

const isKept = (query: Query) => (query.meta as ListQueryMeta | undefined)?.kept === true;

type YieldingScheduler = { yield?: () => Promise<void> };
// Back ahead of other tasks where the browser can (`scheduler.yield`): a timer's turn waits behind them.
const nextTask = (): Promise<void> =>
  (globalThis as { scheduler?: YieldingScheduler }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve, 0));
// Lists longer than this go back a first batch first (`putBack`).
const longListPages = 100;
// A deferred render of what is back spreads over several frames; the rest of the restore waits for it.
const renderWaitMs = 500;
const afterFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
/** When the page is next idle, at most `renderWaitMs` on; three frames on where the browser cannot tell. */
const afterRender = (): Promise<void> =>
  'requestIdleCallback' in globalThis
    ? new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: renderWaitMs }))
    : afterFrame().then(afterFrame).then(afterFrame);

function chunks<T>(values: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let from = 0; from < values.length; from += size) out.push(values.slice(from, from + size));
  return out;
}

/** One batch of kept pages as read from the device: each page by its query hash. */
export type KeptBatch = [string, KeptPage | undefined][];

/**
 * Everything kept, as read from the device: whose it says it is, the pages in batches in the order they
 * are put back (the first already being read, the others read when the restore comes to them), and when
 * the reading started (`performance.now()`).
 */
export type KeptRead = {
  owner: Owner | undefined;
  batches: Iterable<Promise<KeptBatch>>;
  startedAt: number;
};

/** What a kept page's key says it is: a page of list `name`, read whole when `perPage` is the whole size. */
function pageOf(key: QueryKey): { name: string; page: number; perPage: number } | null {
  const [name, kind, params] = key as [unknown, unknown, { page?: unknown; perPage?: unknown } | undefined];
  if (typeof name !== 'string' || kind !== 'list' || typeof params !== 'object' || params === null)
    return null;
  const { page, perPage } = params;
  return typeof page === 'number' && typeof perPage === 'number' ? { name, page, perPage } : null;
}

/**
 * The order pages are read and put back in, from their hashes (a query's hash is its key as JSON): the
 * pages of paged views, then each list kept whole from its first page on, then anything else.
 */
export function readingOrder(hashes: readonly string[]): string[] {
  const rank = (hash: string): [number, number] => {
    try {
      const where = pageOf(JSON.parse(hash) as QueryKey);
      if (where) return [where.perPage === wholePageSize ? 1 : 0, where.page];
    } catch {
      // Not a key as JSON: last, and forgotten when it is checked.
    }
    return [2, 0];
  };
  const ranked = hashes.map((hash) => ({ hash, rank: rank(hash) }));
  ranked.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1]);
  return ranked.map(({ hash }) => hash);
}

async function readKept(): Promise<KeptRead> {
  const startedAt = performance.now();
  const [owner, hashes] = await Promise.all([get<Owner>(ownerKey, cacheStore), keys<string>(cacheStore)]);
  const order = readingOrder(hashes.filter((key) => key !== ownerKey));
  const rest = chunks(order.slice(firstBatchPages), pagesPerTask);
  return { owner, batches: keptBatches(readBatch(order.slice(0, firstBatchPages)), rest), startedAt };
}

/** A batch of pages as the device has them; one it cannot read leaves its pages out. */
async function readBatch(hashes: string[]): Promise<KeptBatch> {
  const records = await getMany<KeptPage | undefined>(hashes, cacheStore).catch(() => null);
  return records ? hashes.map((hash, index): KeptBatch[number] => [hash, records[index]]) : [];
}

/**
 * The first batch, then every other one asked for at once (one after another, each waited out the
 * database's round trip) when the restore comes to them, after the first screen (`putBack`).
 */
function* keptBatches(first: Promise<KeptBatch>, rest: string[][]): Generator<Promise<KeptBatch>> {
  yield first;
  yield* rest.map(readBatch);
}

let readAhead: Promise<KeptRead> | undefined;

/**
 * Starts reading what the device keeps before anyone is known to be in (back from the sign-in server, or
 * waiting for the tab beside), so the restore waits for neither the database nor the sign-in. Nothing of
 * it shows before `claimKept` and `restoreKept` find it is the person's own; `dropKeptAhead` forgets it.
 */
export function readKeptAhead(): void {
  const startedAt = performance.now();
  readAhead ??= readKept().catch(() => ({ owner: undefined, batches: [], startedAt }));
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
  batchBack: () => void = () => {},
  now = Date.now(),
): Promise<{ restored: number; startedAt: number }> {
  const { batches, startedAt } = await (readAhead ?? readKept());
  readAhead = undefined;
  const { restored, expired } = await putBack(client, batches, owner, maxAgeMs, now, batchBack);
  await Promise.all(expired.map((hash) => del(hash, cacheStore)));
  return { restored, startedAt };
}

type Whole = {
  pages: (ListPage<{ id: string }> | undefined)[];
  oldest: number;
  begun?: WholeList<{ id: string }>;
};

/**
 * `restoreKept` as the batches arrive (in `readingOrder`): puts `owner`'s young enough pages into the
 * cache. The pages of paged views come first; a long list kept whole then goes back as a read under way
 * would show its first batch, with that batch's pages, so a first screen (the home's first section) is
 * drawn before the rest is read. Each list kept whole then goes back whole, before the rest of its pages,
 * unless the network answered meanwhile. `batchBack` is called as each batch is in the cache (a paged
 * view's page is in the first). Returns how many pages it put back, and the hashes of those to forget
 * (someone else's, an older shape, too old).
 */
export async function putBack(
  client: QueryClient,
  batches: Iterable<KeptBatch | Promise<KeptBatch>>,
  owner: string,
  maxAgeMs: number,
  now: number,
  batchBack: () => void = () => {},
): Promise<{ restored: number; expired: string[] }> {
  const expired: string[] = [];
  const wholeSized: KeptPage[] = [];
  const wholes = new Map<string, Whole>();
  let restored = 0;
  let first = true;
  const putPage = (record: KeptPage) => {
    // What the network answered while this was read is newer.
    if (client.getQueryData(record.key) === undefined)
      restore(client, record.key, record.data, record.updatedAt);
  };
  for await (const batch of batches) {
    for (const [hash, record] of batch) {
      const where = record ? pageOf(record.key) : null;
      const theirs = record?.owner === owner && record.shape === keptShape;
      if (!record || !where || !theirs || now - record.updatedAt > maxAgeMs) {
        expired.push(hash);
        continue;
      }
      restored++;
      shareValues(record.data.items);
      if (where.perPage !== wholePageSize) {
        putPage(record);
        continue;
      }
      wholeSized.push(record);
      const whole = wholes.get(where.name) ?? { pages: [], oldest: record.updatedAt };
      whole.pages[where.page - 1] = record.data;
      whole.oldest = Math.min(whole.oldest, record.updatedAt);
      wholes.set(where.name, whole);
    }
    const firstOfWholes = first && wholes.size > 0;
    if (firstOfWholes) first = false;
    // A list of a few batches is read back in moments: it goes back whole, without a first screen of it.
    if (
      firstOfWholes &&
      [...wholes.values()].some((whole) => (whole.pages[0]?.pagination.totalPages ?? 0) > longListPages)
    ) {
      for (const [name, whole] of wholes) {
        const list = wholeListFromPages(whole.pages, whole.oldest, { begun: true });
        if (list && client.getQueryData(wholeKey(name)) === undefined) {
          restore(client, wholeKey(name), list, whole.oldest);
          whole.begun = list;
        }
      }
      // And the pages themselves: a paged view of the whole size may be showing one.
      for (const record of wholeSized) putPage(record);
      batchBack();
      // The rest is asked of the device after the page has drawn what is back: each batch arrives in a
      // task of its own, and those would hold back the render.
      await afterRender();
      continue;
    }
    batchBack();
    await nextTask();
  }
  for (const [name, whole] of wholes) {
    const current = client.getQueryData(wholeKey(name));
    if (whole.begun?.complete || (current !== undefined && current !== whole.begun)) continue;
    const list = wholeListFromPages(whole.pages, whole.oldest);
    if (list) restore(client, wholeKey(name), list, whole.oldest);
  }
  for (const batch of chunks(wholeSized, pagesPerTask)) {
    await nextTask();
    for (const record of batch) putPage(record);
  }
  return { restored, expired };
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
