import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import type { ListItem, ListPage, PageParams } from '../domain/types';
import { isMissingPage } from './errors';
import { isRateLimited, minRateLimitWaitMs } from './retry';
import {
  isWholeListComplete,
  type Merged,
  mergePages,
  readConcurrency,
  type WholeContext,
  type WholeList,
  type WholeSource,
  wholePageCap,
  wholePageSize,
} from './whole-list';

const reuseForMs = 60_000;
const publishEveryMs = 200;
const itemsPerPublishMs = 10;

/**
 * How long a partial list waits before it shows its items again: each time, every item read so far is
 * filtered, sorted, counted and summed again, so a long list shows them less often as it grows (each
 * time a third or so more). Its progress is published five times a second in between, with the items
 * shown last, which nothing needs to go over again.
 */
export function publishInterval(itemsRead: number): number {
  return Math.max(publishEveryMs, itemsRead / itemsPerPublishMs);
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', abort, { once: true });
  });
}

// After a partial read only what is missing is fetched, unless the query was invalidated (Refresh);
// a page a refresh cannot read keeps its last content.
// Pages after the first are read by `readAway`, where it can (null: the page query reads them here).
export async function readWholeList<T extends ListItem, K extends QueryKey>(
  { client, signal, queryKey }: WholeContext,
  list: WholeSource<T, K>,
  readAway: (params: PageParams, signal: AbortSignal) => Promise<ListPage<T> | null>,
  now: () => number = Date.now,
): Promise<WholeList<T>> {
  const pageQuery = list.page;
  const previous = client.getQueryData<WholeList<T>>(queryKey);
  const forced = client.getQueryState(queryKey)?.isInvalidated === true;
  const onlyMissing = previous !== undefined && !forced && !isWholeListComplete(previous);
  const rereading = previous !== undefined && !onlyMissing;
  const publishing = previous === undefined || onlyMissing;
  const pages: (ListPage<T> | null)[] = onlyMissing ? [...previous.pages] : [];
  const failed = new Set<number>();
  let resumeAt = 0;

  const pagesKey = pageQuery({ page: 1, perPage: wholePageSize }).queryKey.slice(0, 2);
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'failed') return;
    if (!isRateLimited(event.action.error)) return;
    if (pagesKey.some((part, index) => event.query.queryKey[index] !== part)) return;
    resumeAt = Math.max(resumeAt, now() + Math.max(minRateLimitWaitMs, event.action.error.retryAfterMs ?? 0));
  });

  const fetchPage = (page: number) => {
    const params = { page, perPage: wholePageSize };
    const query = pageQuery(params);
    const here = query.queryFn as QueryFunction<ListPage<T>, QueryKey>;
    return client.fetchQuery({
      ...query,
      queryFn:
        page === 1 ? here : async (context) => (await readAway(params, context.signal)) ?? here(context),
      staleTime: rereading ? 0 : reuseForMs,
    });
  };

  try {
    const first = await fetchPage(1);
    pages[0] = first;
    const reported = first.pagination.totalPages;
    let total = Math.max(1, Math.min(reported, wholePageCap));
    let changedFrom: number | null = null;
    let endedAt: number | null = null;
    let settled = 1;
    let next = 2;
    let publishedAt = 0;
    let itemsPublishedAt = 0;
    let shownItems: Merged<T> | null = null;

    const snapshot = (complete: boolean, merged: Merged<T> | null = null): WholeList<T> => {
      const kept = pages.slice(0, total);
      const stalePages: number[] = [];
      // What shows now: a list kept from the last visit may have been put back whole since this began.
      const shown = rereading ? (client.getQueryData<WholeList<T>>(queryKey) ?? previous) : undefined;
      for (const page of failed) {
        const before = shown?.pages[page - 1];
        if (before && page <= total) {
          kept[page - 1] = before;
          stalePages.push(page);
        }
      }
      return {
        ...(merged ?? mergePages(kept)),
        pages: kept,
        totalPages: reported === 0 && endedAt === null ? 0 : total,
        reportedTotalPages: reported,
        pagesRead: Math.min(settled, total),
        complete,
        failedPages: [...failed]
          .filter((page) => page <= total && !stalePages.includes(page))
          .sort((a, b) => a - b),
        stalePages: stalePages.sort((a, b) => a - b),
        endedAt,
        capped: reported > wholePageCap && endedAt === null,
        totalPagesChangedFrom: changedFrom,
        loadedAt: now(),
      };
    };
    const publish = () => {
      const at = now();
      if (!publishing || signal.aborted || at - publishedAt < publishEveryMs) return;
      // A complete list put there meanwhile (kept from the last visit) stays until this read is done.
      const shown = client.getQueryData<WholeList<T>>(queryKey);
      if (shown && isWholeListComplete(shown)) return;
      publishedAt = at;
      const itemsDue =
        shownItems === null || at - itemsPublishedAt >= publishInterval(settled * wholePageSize);
      if (itemsDue) itemsPublishedAt = at;
      shownItems = snapshot(false, itemsDue ? null : shownItems);
      client.setQueryData(queryKey, shownItems);
    };
    const endBefore = (page: number) => {
      if (page <= total) {
        total = page - 1;
        endedAt = page;
      }
    };
    publish();

    const worker = async () => {
      // A cancelled read asks for nothing more: the requests already out land in the page cache.
      while (next <= total && !signal.aborted) {
        const page = next++;
        if (onlyMissing && pages[page - 1]) {
          settled++;
          continue;
        }
        while (resumeAt > now()) await wait(resumeAt - now(), signal);
        try {
          const result = await fetchPage(page);
          pages[page - 1] = result;
          const count = result.pagination.totalPages;
          if (result.items.length + result.dropped + result.duplicates === 0) endBefore(page);
          else if (count > 0 && count !== total && endedAt === null && count <= wholePageCap) {
            changedFrom ??= reported;
            total = count;
          }
        } catch (error) {
          if (signal.aborted) throw signal.reason;
          if (isMissingPage(error)) endBefore(page);
          else failed.add(page);
        }
        settled++;
        publish();
      }
    };
    await Promise.all(Array.from({ length: readConcurrency }, worker));
    signal.throwIfAborted();
    return snapshot(true);
  } finally {
    unsubscribe();
  }
}
