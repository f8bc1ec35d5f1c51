import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { ListPage } from '../../domain/types';
import { type LoadProgress, loadAllPages } from './load-all';

type Item = { id: string };

function pageOf(page: number, totalPages: number, ids?: string[]): ListPage<Item> {
  return {
    items: (ids ?? [`a${page}`, `b${page}`]).map((id) => ({ id })),
    pagination: { currentPage: page, perPage: 2, totalPages },
    dropped: 0,
  };
}

const serverError = () => new ApiError({ kind: 'server', message: 'boom', status: 503 });
const noDelay = () => 0;

describe('loadAllPages', () => {
  it('loads every page in page order and reports progress up to the total', async () => {
    const progress: LoadProgress[] = [];
    const result = await loadAllPages<Item>({
      fetchPage: async (page) => pageOf(page, 5),
      onProgress: (p) => progress.push(p),
      now: () => 42,
    });
    expect(result.items.map((i) => i.id)).toEqual([
      'a1',
      'b1',
      'a2',
      'b2',
      'a3',
      'b3',
      'a4',
      'b4',
      'a5',
      'b5',
    ]);
    expect(result).toMatchObject({ totalPages: 5, failedPages: [], duplicates: 0, loadedAt: 42 });
    expect(progress.at(0)).toEqual({ done: 1, total: 5 });
    expect(progress.at(-1)).toEqual({ done: 5, total: 5 });
    expect(progress.map((p) => p.done)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never has more than the allowed number of requests in flight', async () => {
    let inFlight = 0;
    let most = 0;
    await loadAllPages<Item>({
      concurrency: 4,
      fetchPage: async (page) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight--;
        return pageOf(page, 20);
      },
    });
    expect(most).toBe(4);
  });

  it('retries a failing page and keeps its items once it answers', async () => {
    const calls: number[] = [];
    const result = await loadAllPages<Item>({
      retryDelay: noDelay,
      fetchPage: async (page) => {
        calls.push(page);
        if (page === 2 && calls.filter((p) => p === 2).length < 3) throw serverError();
        return pageOf(page, 3);
      },
    });
    expect(calls.filter((p) => p === 2)).toHaveLength(3);
    expect(result.failedPages).toEqual([]);
    expect(result.items).toHaveLength(6);
  });

  it('reports pages that still fail and keeps the rest', async () => {
    const result = await loadAllPages<Item>({
      retries: 2,
      retryDelay: noDelay,
      fetchPage: async (page) => {
        if (page === 2 || page === 4) throw serverError();
        return pageOf(page, 4);
      },
    });
    expect(result.failedPages).toEqual([2, 4]);
    expect(result.items.map((i) => i.id)).toEqual(['a1', 'b1', 'a3', 'b3']);
  });

  it('does not retry errors that will not pass', async () => {
    let calls = 0;
    const result = await loadAllPages<Item>({
      retryDelay: noDelay,
      fetchPage: async (page) => {
        if (page === 2) {
          calls++;
          throw new ApiError({ kind: 'bad-request', message: 'no', status: 400 });
        }
        return pageOf(page, 2);
      },
    });
    expect(calls).toBe(1);
    expect(result.failedPages).toEqual([2]);
  });

  it('waits what the server asked before retrying', async () => {
    const delays: number[] = [];
    let failedOnce = false;
    await loadAllPages<Item>({
      retryDelay: (_attempt, error) => {
        delays.push(error instanceof ApiError ? (error.retryAfterMs ?? -1) : -1);
        return 0;
      },
      fetchPage: async (page) => {
        if (page === 2 && !failedOnce) {
          failedOnce = true;
          throw new ApiError({ kind: 'rate-limited', message: 'slow down', status: 429, retryAfterMs: 2000 });
        }
        return pageOf(page, 2);
      },
    });
    expect(delays).toEqual([2000]);
  });

  it('rejects when page 1 cannot be loaded, as there is nothing to show', async () => {
    const noTeam = new ApiError({ kind: 'not-found', message: 'no team', status: 404 });
    await expect(
      loadAllPages<Item>({
        fetchPage: async () => {
          throw noTeam;
        },
      }),
    ).rejects.toBe(noTeam);
  });

  it('de-duplicates items that appear on two pages, keeping the first', async () => {
    const result = await loadAllPages<Item>({
      fetchPage: async (page) => pageOf(page, 3, page === 2 ? ['b1', 'c2'] : undefined),
    });
    expect(result.items.map((i) => i.id)).toEqual(['a1', 'b1', 'c2', 'a3', 'b3']);
    expect(result.duplicates).toBe(1);
  });

  it('follows a page count that grows mid-way and notes the change', async () => {
    const result = await loadAllPages<Item>({
      concurrency: 1,
      fetchPage: async (page) => pageOf(page, page === 1 ? 2 : 4),
    });
    expect(result.totalPages).toBe(4);
    expect(result.totalPagesChangedFrom).toBe(2);
    expect(result.items).toHaveLength(8);
  });

  it('stops at a page count that shrinks mid-way and notes the change', async () => {
    const requested: number[] = [];
    const result = await loadAllPages<Item>({
      concurrency: 1,
      fetchPage: async (page) => {
        requested.push(page);
        return pageOf(page, page === 1 ? 5 : 3);
      },
    });
    expect(requested).toEqual([1, 2, 3]);
    expect(result.totalPages).toBe(3);
    expect(result.totalPagesChangedFrom).toBe(5);
  });

  it('returns an empty list for zero pages', async () => {
    const result = await loadAllPages<Item>({ fetchPage: async (page) => pageOf(page, 0, []) });
    expect(result).toMatchObject({ items: [], totalPages: 0, failedPages: [] });
  });

  it('adds up the items the normaliser dropped on every page', async () => {
    const result = await loadAllPages<Item>({
      fetchPage: async (page) => ({ ...pageOf(page, 3), dropped: page }),
    });
    expect(result.dropped).toBe(6);
  });

  it('stops requesting and rejects when cancelled', async () => {
    const controller = new AbortController();
    const requested: number[] = [];
    const loading = loadAllPages<Item>({
      signal: controller.signal,
      concurrency: 2,
      fetchPage: async (page, signal) => {
        requested.push(page);
        if (page === 3) controller.abort(new Error('cancelled'));
        await new Promise((resolve) => setTimeout(resolve, 1));
        signal.throwIfAborted();
        return pageOf(page, 50);
      },
    });
    await expect(loading).rejects.toThrow('cancelled');
    expect(requested.length).toBeLessThan(6);
  });

  it('cancels a retry that is waiting', async () => {
    const controller = new AbortController();
    const loading = loadAllPages<Item>({
      signal: controller.signal,
      retryDelay: () => 60_000,
      fetchPage: async (page) => {
        if (page === 2) {
          setTimeout(() => controller.abort(new Error('cancelled')), 1);
          throw serverError();
        }
        return pageOf(page, 2);
      },
    });
    await expect(loading).rejects.toThrow('cancelled');
  });
});
