import { hashKey, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListPage, TeamEvent } from '../domain/types';
import { eventQueries, eventsApiPath } from '../lists/events/event-queries';
import { normaliseEventsPage } from '../lists/events/event-schema';
import { configureApiClient, type Query } from './client';
import { ApiError } from './errors';
import { PAGE_COUNT_LIMIT } from './normalise';
import { readerGone } from './page-reader';
import { queryRetry, queryRetryDelay } from './retry';
import {
  isWholeListComplete,
  mergePages,
  restInOneBatch,
  type WholeList,
  wholeListFromPages,
  wholePageCap,
  wholePageSize,
} from './whole-list';
import { publishInterval, readWholeList } from './whole-read';

// The HTTP client is tested on its own (client.test, test/api-client.test); here a stand-in server
// answers the real list queries (normaliser included) page by page, and counts what is asked of it.

type Answer = (page: number) => unknown;

let requests: number[];
let inFlight: number;
let mostInFlight: number;
/** When each request left, by the (possibly fake) clock. */
let sentAt: Map<number, number[]>;

function serve(answer: Answer, latencyMs = 1) {
  requests = [];
  inFlight = 0;
  mostInFlight = 0;
  sentAt = new Map();
  configureApiClient({
    getJson: async (_path: string, query: Query = {}) => {
      const page = Number(query.page);
      expect(Number(query.per_page)).toBe(wholePageSize);
      requests.push(page);
      sentAt.set(page, [...(sentAt.get(page) ?? []), Date.now()]);
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, latencyMs));
        return answer(page);
      } finally {
        inFlight--;
      }
    },
    // As the real client does where no worker reads (happy-dom has none): the page query reads each page.
    getVia: () => Promise.reject(readerGone),
  });
}

/** A page of `totalPages`, with two events of its own unless `ids` says otherwise. */
function pageJson(page: number, totalPages: number, ids = [`${page}a`, `${page}b`]) {
  return {
    events: ids.map((id) => ({ id, name: `Event ${id}` })),
    meta: { pagination: { current_page: page, per_page: wholePageSize, total_pages: totalPages } },
  };
}

const fail = (kind: ApiError['kind'], extra: Partial<{ status: number; retryAfterMs: number }> = {}) =>
  new ApiError({ kind, message: kind, ...extra });

const ids = (list: WholeList<TeamEvent>) => list.items.map((item) => item.id);
const sorted = (pages: number[]) => [...pages].sort((a, b) => a - b);

let client: QueryClient;
const whole = eventQueries.whole();
const read = () => client.fetchQuery(whole);
/** Reads again as Load again does: the query fetched again, not invalidated. */
const readAgain = () => client.fetchQuery({ ...whole, staleTime: 0 });
/** Reads again as Refresh does: the whole query invalidated first. */
async function refresh() {
  await client.invalidateQueries({ queryKey: whole.queryKey, refetchType: 'none' });
  return client.fetchQuery(whole);
}

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  vi.useRealTimers();
  client.clear();
});

describe('readWholeList', () => {
  it('reads every page at the largest page size, in page order, through the shared page queries', async () => {
    serve((page) => pageJson(page, 3));
    const list = await read();
    expect(ids(list)).toEqual(['1a', '1b', '2a', '2b', '3a', '3b']);
    expect(sorted(requests)).toEqual([1, 2, 3]);
    expect(list).toMatchObject({
      totalPages: 3,
      reportedTotalPages: 3,
      pagesRead: 3,
      complete: true,
      failedPages: [],
      stalePages: [],
      endedAt: null,
      capped: false,
      totalPagesChangedFrom: null,
    });
    expect(isWholeListComplete(list)).toBe(true);
    // The pages stay in the cache under the paged view's keys.
    const page2 = client.getQueryData(eventQueries.page({ page: 2, perPage: wholePageSize }).queryKey);
    expect(page2?.items.map((item) => item.id)).toEqual(['2a', '2b']);
  });

  it('reads the first page itself and the rest through the reader it is given, or itself where that reads none', async () => {
    serve((page) => pageJson(page, 4));
    const away: number[] = [];
    const source = { name: 'events', apiPath: eventsApiPath, page: eventQueries.page };
    const list = await client.fetchQuery({
      ...whole,
      queryFn: (context) =>
        readWholeList(context, source, async (params) => {
          away.push(params.page);
          return params.page === 3 ? null : normaliseEventsPage(pageJson(params.page, 4), params);
        }),
    });
    expect(ids(list)).toEqual(['1a', '1b', '2a', '2b', '3a', '3b', '4a', '4b']);
    expect(sorted(away)).toEqual([2, 3, 4]);
    expect(sorted(requests)).toEqual([1, 3]);
    const page4 = client.getQueryData(eventQueries.page({ page: 4, perPage: wholePageSize }).queryKey);
    expect(page4?.items.map((item) => item.id)).toEqual(['4a', '4b']);
  });

  it('keeps a small pool of requests in flight, never more', async () => {
    serve((page) => pageJson(page, 20));
    await read();
    expect(requests).toHaveLength(20);
    expect(mostInFlight).toBe(3);
  });

  it('takes a page read recently by another view from the cache', async () => {
    serve((page) => pageJson(page, 3));
    await client.fetchQuery(eventQueries.page({ page: 2, perPage: wholePageSize }));
    requests.length = 0;
    await read();
    expect(sorted(requests)).toEqual([1, 3]);
  });

  it('shows the list so far while it is read, then the whole of it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    serve(async (page) => {
      if (page > 1) await held;
      return pageJson(page, 3);
    });
    const reading = read();
    await vi.waitFor(() => expect(client.getQueryData(whole.queryKey)).toBeDefined());
    expect(client.getQueryData(whole.queryKey)).toMatchObject({
      items: [{ id: '1a' }, { id: '1b' }],
      complete: false,
      pagesRead: 1,
      totalPages: 3,
    });
    release();
    expect(ids(await reading)).toHaveLength(6);
  });

  it('rejects when page 1 cannot be read: there is nothing to show', async () => {
    serve(() => {
      throw fail('not-found', { status: 404 });
    });
    await expect(read()).rejects.toMatchObject({ kind: 'not-found' });
    expect(requests).toEqual([1]);
  });

  it('reports a page that fails, and keeps the rest', async () => {
    serve((page) => {
      if (page === 2 || page === 4) throw fail('server', { status: 503 });
      return pageJson(page, 5);
    });
    const list = await read();
    expect(ids(list)).toEqual(['1a', '1b', '3a', '3b', '5a', '5b']);
    expect(list).toMatchObject({ complete: true, failedPages: [2, 4], pagesRead: 5, stalePages: [] });
    expect(isWholeListComplete(list)).toBe(false);
  });

  it('reads only the pages that failed when loaded again', async () => {
    let broken = true;
    serve((page) => {
      if (broken && page === 3) throw fail('server', { status: 500 });
      return pageJson(page, 4);
    });
    expect((await read()).failedPages).toEqual([3]);
    expect(requests).toHaveLength(4);
    broken = false;
    requests.length = 0;
    const list = await readAgain();
    expect(requests).toEqual([3]);
    expect(ids(list)).toEqual(['1a', '1b', '2a', '2b', '3a', '3b', '4a', '4b']);
    expect(isWholeListComplete(list)).toBe(true);
  });

  it('reads only the failed pages when loaded again, even once the pages read before are old', async () => {
    let broken = true;
    serve((page) => {
      if (broken && page === 2) throw fail('timeout');
      return pageJson(page, 4);
    });
    await read();
    broken = false;
    requests.length = 0;
    // Ten minutes on, every page read before is stale in the cache: Load again still asks for page 2 alone
    // (and page 1, for the count).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    const list = await readAgain();
    expect(sorted(requests)).toEqual([1, 2]);
    expect(isWholeListComplete(list)).toBe(true);
  });

  it('stops asking when the read is cancelled, and a read after it asks only for what it never got', async () => {
    serve((page) => {
      // Cancel, as the Cancel button does, as page 5 comes back (pages 6 and 7 are on their way).
      if (page === 5) void client.cancelQueries({ queryKey: whole.queryKey });
      return pageJson(page, 30);
    }, 5);
    const reading = read();
    // The read settles with what was shown so far.
    expect((await reading.catch(() => undefined))?.complete ?? false).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    // The requests already out land in the page cache; no new one leaves.
    expect(sorted(requests)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(client.getQueryState(whole.queryKey)?.fetchStatus).toBe('idle');

    const list = await readAgain();
    expect(ids(list)).toHaveLength(60);
    expect(isWholeListComplete(list)).toBe(true);
    // Every page was asked for once, over both reads.
    expect(sorted(requests)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('pauses every request for as long as a 429 asked, then reads on', async () => {
    vi.useFakeTimers();
    client = new QueryClient({
      defaultOptions: { queries: { retry: queryRetry, retryDelay: queryRetryDelay } },
    });
    let limited = false;
    serve((page) => {
      if (page === 2 && !limited) {
        limited = true;
        throw fail('rate-limited', { status: 429, retryAfterMs: 5_000 });
      }
      return pageJson(page, 8);
    });
    const start = Date.now();
    const reading = read();
    await vi.advanceTimersByTimeAsync(1_000);
    // Page 1, then pages 2 to 4 together; page 2 was told to wait, and nothing else left since.
    expect(sorted(requests)).toEqual([1, 2, 3, 4]);
    await vi.advanceTimersByTimeAsync(3_900);
    expect(sorted(requests)).toEqual([1, 2, 3, 4]);
    await vi.advanceTimersByTimeAsync(2_000);
    const list = await reading;
    expect(list.failedPages).toEqual([]);
    expect(ids(list)).toHaveLength(16);
    const after429 = [...sentAt.entries()].flatMap(([page, times]) =>
      page === 1 || page === 3 || page === 4 ? [] : times.slice(page === 2 ? 1 : 0),
    );
    for (const at of after429) expect(at - start).toBeGreaterThanOrEqual(5_000);
  });

  it('retries a failing page by the app’s policy, but not one that another try cannot cure', async () => {
    vi.useFakeTimers();
    client = new QueryClient({
      defaultOptions: { queries: { retry: queryRetry, retryDelay: queryRetryDelay } },
    });
    const failures = new Map([
      [2, 2],
      [3, 1],
    ]);
    serve((page) => {
      const left = failures.get(page) ?? 0;
      if (page === 4) throw fail('malformed');
      if (left > 0) {
        failures.set(page, left - 1);
        throw fail('server', { status: 503 });
      }
      return pageJson(page, 4);
    });
    const reading = read();
    await vi.runAllTimersAsync();
    const list = await reading;
    expect(requests.filter((page) => page === 2)).toHaveLength(3);
    expect(requests.filter((page) => page === 3)).toHaveLength(2);
    expect(requests.filter((page) => page === 4)).toHaveLength(1);
    expect(list.failedPages).toEqual([4]);
    expect(ids(list)).toEqual(['1a', '1b', '2a', '2b', '3a', '3b']);
  });

  it('ends the list at an empty page, and at a page the server says is not there', async () => {
    for (const answer of [
      (page: number) => pageJson(page, 6, page >= 3 ? [] : undefined),
      (page: number) => {
        if (page >= 3) throw fail('not-found', { status: 404 });
        return pageJson(page, 6);
      },
      (page: number) => {
        if (page >= 3) throw fail('bad-request', { status: 400 });
        return pageJson(page, 6);
      },
    ]) {
      client.clear();
      serve(answer);
      const list = await read();
      expect(ids(list)).toEqual(['1a', '1b', '2a', '2b']);
      expect(list).toMatchObject({
        totalPages: 2,
        endedAt: 3,
        reportedTotalPages: 6,
        failedPages: [],
        complete: true,
      });
      // At most a pool's worth of requests leaves past the end before it is known.
      expect(Math.max(...requests)).toBeLessThanOrEqual(5);
    }
  });

  it('follows a page count that grows while it is read, and says so', async () => {
    serve((page) => pageJson(page, page === 1 ? 2 : 4));
    const list = await read();
    expect(list).toMatchObject({ totalPages: 4, totalPagesChangedFrom: 2 });
    expect(ids(list)).toHaveLength(8);
  });

  it('stops at a page count that shrinks while it is read', async () => {
    serve((page) => pageJson(page, page === 1 ? 9 : 3));
    const list = await read();
    expect(list).toMatchObject({ totalPages: 3, totalPagesChangedFrom: 9 });
    expect(ids(list)).toEqual(['1a', '1b', '2a', '2b', '3a', '3b']);
    expect(Math.max(...requests)).toBeLessThanOrEqual(5);
  });

  it('reads at most 1,000 pages, whatever the server says it has', async () => {
    serve((page) => pageJson(page, 50_000, [`p${page}`]), 0);
    const list = await read();
    expect(requests).toHaveLength(wholePageCap);
    expect(list).toMatchObject({
      totalPages: 1_000,
      reportedTotalPages: 50_000,
      capped: true,
      complete: true,
    });
    expect(list.items).toHaveLength(1_000);
    expect(isWholeListComplete(list)).toBe(false);
  });

  it('reads a page count past any real list as the largest it counts, and reads on as for any large one', async () => {
    serve((page) => pageJson(page, 2 ** 53 + 2, [`p${page}`]), 0);
    const list = await read();
    expect(list).toMatchObject({ reportedTotalPages: PAGE_COUNT_LIMIT, capped: true });
    expect(list.items).toHaveLength(wholePageCap);
    client.clear();
    requests.length = 0;
    serve((page) => pageJson(page, page === 1 ? 3 : 1e300));
    const later = await read();
    expect(later).toMatchObject({ totalPages: 3, failedPages: [], totalPagesChangedFrom: null });
    expect(ids(later)).toEqual(['1a', '1b', '2a', '2b', '3a', '3b']);
  });

  it('is empty for a list of no pages', async () => {
    serve((page) => pageJson(page, 0, []));
    const list = await read();
    expect(list).toMatchObject({ items: [], totalPages: 0, complete: true, endedAt: null });
    expect(requests).toEqual([1]);
  });

  it('counts repeated and unusable items over the pages', async () => {
    serve((page) => ({
      ...pageJson(page, 3, page === 2 ? ['1b', '2x', '2x'] : undefined),
      events: [...pageJson(page, 3, page === 2 ? ['1b', '2x', '2x'] : undefined).events, { name: 'no id' }],
    }));
    const list = await read();
    expect(ids(list)).toEqual(['1a', '1b', '2x', '3a', '3b']);
    // 2x twice on its page, 1b again from page 1.
    expect(list.duplicates).toBe(2);
    expect(list.dropped).toBe(3);
  });

  it('reads every page again on a refresh, and keeps a page it cannot read again as stale', async () => {
    let version = 1;
    serve((page) => {
      if (version === 2 && page === 2) throw fail('server', { status: 502 });
      return pageJson(page, 3, [`${page}a-v${version}`]);
    });
    await read();
    version = 2;
    requests.length = 0;
    const list = await refresh();
    expect(sorted(requests)).toEqual([1, 2, 3]);
    expect(ids(list)).toEqual(['1a-v2', '2a-v1', '3a-v2']);
    expect(list).toMatchObject({ stalePages: [2], failedPages: [] });
  });

  it('keeps a page it cannot read again from the list shown at its end, put back whole while it read', async () => {
    let version = 1;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    serve(async (page) => {
      if (version === 2 && page > 1) await held;
      if (version === 2 && page === 2) throw fail('server', { status: 502 });
      return pageJson(page, 3, [`${page}a-v${version}`]);
    });
    const kept = await read();
    // A kept list's first batch on screen as the refresh begins; the list put back whole while it reads.
    client.setQueryData(
      whole.queryKey,
      wholeListFromPages(kept.pages.slice(0, 1), kept.loadedAt, { begun: true }) ?? undefined,
    );
    version = 2;
    await client.invalidateQueries({ queryKey: whole.queryKey, refetchType: 'none' });
    const refreshing = client.fetchQuery(whole);
    await new Promise((resolve) => setTimeout(resolve, 20));
    client.setQueryData(whole.queryKey, kept);
    release();
    const list = await refreshing;
    expect(ids(list)).toEqual(['1a-v2', '2a-v1', '3a-v2']);
    expect(list).toMatchObject({ stalePages: [2], failedPages: [] });
  });

  it('keeps the list on screen while a refresh reads, instead of the partial new one', async () => {
    let release: () => void = () => undefined;
    let held: Promise<void> = Promise.resolve();
    serve(async (page) => {
      if (page > 1) await held;
      return pageJson(page, 3);
    });
    const first = await read();
    held = new Promise<void>((resolve) => (release = resolve));
    const refreshing = refresh();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryData(whole.queryKey)).toBe(first);
    release();
    expect((await refreshing).complete).toBe(true);
  });
});

describe('mergePages', () => {
  const page = (ids: string[], counts: Partial<ListPage<{ id: string }>> = {}): ListPage<{ id: string }> => ({
    items: ids.map((id) => ({ id })),
    pagination: { currentPage: 1, perPage: 100, totalPages: 1 },
    dropped: 0,
    duplicates: 0,
    oversized: 0,
    ...counts,
  });

  it('joins pages in order, skipping the missing ones, keeping the first of a repeated id', () => {
    const merged = mergePages([
      page(['a', 'b']),
      null,
      page(['b', 'c'], { dropped: 1, oversized: 2, duplicates: 1 }),
    ]);
    expect(merged).toEqual({
      items: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      duplicates: 2,
      dropped: 1,
      oversized: 2,
    });
  });
});

describe('restInOneBatch', () => {
  it('holds while the pages after the first all go out at once, and never for a list read whole', async () => {
    serve((page) => pageJson(page, 4));
    const list = await read();
    expect(restInOneBatch(list)).toBe(false);
    expect(restInOneBatch({ ...list, complete: false, pagesRead: 1 })).toBe(true);
    expect(restInOneBatch({ ...list, complete: false, pagesRead: 1, totalPages: 5 })).toBe(false);
  });
});

describe('publishInterval', () => {
  it("shows a short list's items five times a second, a long one's less often as it grows", () => {
    expect(publishInterval(1_000)).toBe(200);
    expect(publishInterval(2_000)).toBe(200);
    expect(publishInterval(10_000)).toBe(1_000);
    expect(publishInterval(50_000)).toBe(5_000);
  });

  it('publishes the progress between, with the items shown last, which nothing has to go over again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Each page takes 210 ms: past the progress's 200 ms, and past the items' interval only while short.
    serve((page) => {
      vi.setSystemTime(Date.now() + 210);
      return pageJson(page, 60);
    });
    const wholeHash = hashKey(whole.queryKey);
    const published: WholeList<TeamEvent>[] = [];
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      const data = event.query.state.data as WholeList<TeamEvent> | undefined;
      if (event.type === 'updated' && event.action.type === 'success' && event.query.queryHash === wholeHash)
        if (data && !data.complete) published.push(data);
    });
    const list = await read();
    unsubscribe();
    expect(ids(list)).toHaveLength(120);
    const reads = published.map((each) => each.pagesRead);
    expect(reads).toEqual([...new Set(reads)].sort((a, b) => a - b));
    // Five pages in, each publish still shows the items afresh; at the end, most only move the progress.
    const fresh = published.filter(
      (each, index) => index === 0 || each.items !== published[index - 1]?.items,
    );
    expect(published.slice(0, 5).every((each) => fresh.includes(each))).toBe(true);
    expect(fresh.length).toBeLessThan(published.length - 10);
    for (const each of published) {
      const shownWith = fresh.findLast((shown) => shown.pagesRead <= each.pagesRead);
      expect(each.items).toBe(shownWith?.items);
    }
  });
});

describe('wholeListFromPages', () => {
  it('puts kept pages back together as the complete read that left them', async () => {
    serve((page) => pageJson(page, 4));
    const list = await read();
    expect(wholeListFromPages(list.pages, list.loadedAt)).toEqual(list);
  });

  it('gives nothing while a page up to the reported count is missing', async () => {
    serve((page) => pageJson(page, 4));
    const { pages, loadedAt } = await read();
    expect(wholeListFromPages([pages[0], pages[1], undefined, pages[3]], loadedAt)).toBeNull();
    expect(wholeListFromPages(pages.slice(0, 3), loadedAt)).toBeNull();
    expect(wholeListFromPages([], loadedAt)).toBeNull();
    const sparse: typeof pages = [];
    sparse[0] = pages[0] ?? null;
    sparse[3] = pages[3] ?? null;
    expect(wholeListFromPages(sparse, loadedAt)).toBeNull();
  });
});
