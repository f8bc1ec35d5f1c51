import type { QueryClient } from '@tanstack/react-query';
import { eventQueries } from '../api/events';
import { sessionQueries } from '../api/sessions';
import { paths } from '../config/paths';
import { requestAhead } from '../features/listing/first-request';
import { isWholeList } from '../features/listing/list-filters';
import { parseListParams } from '../features/listing/list-params';
import { readPageSizePreference } from '../features/listing/page-size';

/**
 * Starts the request for the page of cards this URL opens, before React renders anything. The promise
 * settles once that page (or its error) is in the cache; null when the URL opens no page of cards.
 */
export function requestFirstPage(
  client: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
  storage: Pick<Storage, 'getItem'> | undefined,
): Promise<void> | null {
  const search = new URLSearchParams(location.search);
  if (isWholeList(search)) return null;
  const { page, perPage } = parseListParams(search, readPageSizePreference(storage));
  const params = { page, perPage };
  if (location.pathname === paths.sessions) return requestAhead(client, sessionQueries.list(params));
  if (location.pathname === paths.events || location.pathname === paths.home)
    return requestAhead(client, eventQueries.list(params));
  return null;
}

/**
 * Up to `waitMs` for the first page, so that the first frame already shows the cards instead of a
 * skeleton replaced a moment later (what a router's data loader does); a slow API gets the skeleton.
 */
export function untilFirstPage(firstPage: Promise<void> | null, waitMs: number): Promise<void> {
  if (firstPage === null) return Promise.resolve();
  return Promise.race([firstPage, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
