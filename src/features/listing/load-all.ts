import { ApiError } from '../../api/errors';
import { isTransient, queryRetryDelay } from '../../api/retry';
import type { ListPage } from '../../domain/types';

/** The API's largest page: the fewest requests for a whole list. */
export const loadAllPerPage = 100;

export type LoadProgress = {
  /** Pages answered (or given up on) so far. */
  done: number;
  /** Pages the list has, as last reported by the API. */
  total: number;
};

export type LoadedList<T> = {
  items: T[];
  totalPages: number;
  /** Pages that still failed after their retries; the other pages' items are in `items`. */
  failedPages: number[];
  /** Items seen on more than one page, kept once. */
  duplicates: number;
  /** Items the normaliser dropped, over all pages. */
  dropped: number;
  /** The page count the first page gave, when later pages said otherwise. */
  totalPagesChangedFrom: number | null;
  loadedAt: number;
};

export type LoadAllOptions<T> = {
  fetchPage: (page: number, signal: AbortSignal) => Promise<ListPage<T>>;
  signal?: AbortSignal;
  concurrency?: number;
  /** Attempts after the first, per page. */
  retries?: number;
  retryDelay?: (attempt: number, error: unknown) => number;
  onProgress?: (progress: LoadProgress) => void;
  now?: () => number;
};

/** As for one page on screen, and also a body cut short: one page of a hundred is worth another try. */
function isRetryable(error: unknown): boolean {
  return isTransient(error) || (error instanceof ApiError && error.kind === 'malformed');
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Every page of a list, at most `concurrency` requests at a time. Page 1 decides how many pages there
 * are; a page that says otherwise moves the end (noted). A page that keeps failing is reported and the
 * rest are kept; only page 1 failing, or the signal aborting, rejects.
 */
export async function loadAllPages<T extends { id: string }>(
  options: LoadAllOptions<T>,
): Promise<LoadedList<T>> {
  const { fetchPage, concurrency = 4, retries = 3, retryDelay = queryRetryDelay, onProgress } = options;
  const signal = options.signal ?? new AbortController().signal;
  const now = options.now ?? Date.now;

  async function fetchWithRetry(page: number): Promise<ListPage<T>> {
    for (let attempt = 0; ; attempt++) {
      signal.throwIfAborted();
      try {
        return await fetchPage(page, signal);
      } catch (error) {
        if (signal.aborted || attempt >= retries || !isRetryable(error)) throw error;
        await sleep(retryDelay(attempt, error), signal);
      }
    }
  }

  const pages = new Map<number, ListPage<T>>();
  const failed = new Set<number>();
  const first = await fetchWithRetry(1);
  pages.set(1, first);
  const firstTotal = first.pagination.totalPages;
  let total = Math.max(firstTotal, 1);
  let totalChanged = false;
  let next = 2;
  let done = 1;
  onProgress?.({ done, total });

  function take(page: number, result: ListPage<T>) {
    pages.set(page, result);
    const reported = result.pagination.totalPages;
    if (reported !== total && reported > 0) {
      totalChanged = true;
      total = reported;
    }
  }

  async function worker() {
    while (next <= total) {
      const page = next++;
      try {
        take(page, await fetchWithRetry(page));
      } catch {
        if (signal.aborted) throw signal.reason;
        failed.add(page);
      }
      done++;
      onProgress?.({ done: Math.min(done, total), total });
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  signal.throwIfAborted();

  const seen = new Set<string>();
  const items: T[] = [];
  let duplicates = 0;
  let dropped = 0;
  for (const page of [...pages.keys()].sort((a, b) => a - b)) {
    if (page > total) continue;
    const result = pages.get(page);
    if (!result) continue;
    dropped += result.dropped;
    for (const item of result.items) {
      if (seen.has(item.id)) duplicates++;
      else {
        seen.add(item.id);
        items.push(item);
      }
    }
  }

  return {
    items,
    totalPages: firstTotal === 0 && !totalChanged ? 0 : total,
    failedPages: [...failed].filter((page) => page <= total).sort((a, b) => a - b),
    duplicates,
    dropped,
    totalPagesChangedFrom: totalChanged ? firstTotal : null,
    loadedAt: now(),
  };
}
