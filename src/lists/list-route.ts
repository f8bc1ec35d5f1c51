import type { QueryClient } from '@tanstack/react-query';
import type { Location } from 'react-router-dom';
import { isMissingPage } from '../api/errors';
import { itemPath } from '../config/paths';
import type { ListItem } from '../domain/types';
import type { Redirect } from '../navigation/loader-router';
import type { ListDefinition } from './definition';
import { type ListUrl, listSearch, parseListUrl } from './list-url';
import type { ListNotice } from './notices';
import { pageSizePreference } from './page-size';

export type NoticeState = { notices: ListNotice[] };

export type ListRead = ReturnType<typeof parseListUrl>;

export function readListUrl<T extends ListItem>(
  def: ListDefinition<T>,
  location: Pick<Location, 'search'>,
): ListRead {
  return parseListUrl(new URLSearchParams(location.search), def.urlSchema, pageSizePreference.read());
}

export function correctListUrl<T extends ListItem>(
  def: ListDefinition<T>,
  { url, corrections, legacyItem, outdated }: ListRead,
  location: Location,
): Redirect | null {
  if (legacyItem !== null) return { to: itemPath(def.path, legacyItem) };
  if (corrections.length === 0 && !outdated) return null;
  return {
    to: { pathname: location.pathname, search: listSearch(def.urlSchema, url) },
    state: corrections.length > 0 ? ({ notices: corrections } satisfies NoticeState) : undefined,
  };
}

export async function loadList<T extends ListItem>(
  def: ListDefinition<T>,
  url: ListUrl,
  location: Location,
  client: QueryClient,
): Promise<Redirect | null> {
  if (url.whole) {
    void client.prefetchQuery(def.queries.whole());
    return null;
  }
  const { page, perPage } = url;
  const toLast = (last: number): Redirect => ({
    to: {
      pathname: location.pathname,
      search: listSearch(def.urlSchema, { ...url, page: Math.max(1, last) }),
    },
    // An empty list says so itself; a notice about its last page would only confuse.
    state: last > 0 ? ({ notices: [{ kind: 'past-last', page, last }] } satisfies NoticeState) : undefined,
  });
  try {
    const data = await client.ensureQueryData(def.queries.page({ page, perPage }));
    const last = data.pagination.totalPages;
    return last > 0 && page > last ? toLast(last) : null;
  } catch (error) {
    if (page === 1 || !isMissingPage(error)) return null;
    try {
      const last = (await client.ensureQueryData(def.queries.page({ page: 1, perPage }))).pagination
        .totalPages;
      // A page the list says it has is a failure to show, not a page past the last.
      return page > last ? toLast(last) : null;
    } catch {
      return null;
    }
  }
}
