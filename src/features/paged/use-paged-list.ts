import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListItem } from '../../domain/types';
import { useListClock } from '../../lists/clock';
import type { ListDefinition } from '../../lists/definition';
import { isNoTeamError, useSlow } from '../../lists/list-states';
import { type ListUrl, listSearch, pageForNewSize } from '../../lists/list-url';
import { pageSizePreference } from '../../lists/page-size';
import { pageFromWhole } from '../../lists/whole-slices';
import { usePagerShortcuts } from './pager';
import { useNextPagePrefetch } from './prefetch';

export function usePagedList<T extends ListItem>(def: ListDefinition<T>, url: ListUrl) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const params = { page: url.page, perPage: url.perPage };
  const wholeKey = def.queries.whole().queryKey;
  const query = useQuery({
    ...def.queries.page(params),
    placeholderData: keepPreviousData,
    initialData: () => pageFromWhole(client.getQueryData(wholeKey), params),
    initialDataUpdatedAt: () => client.getQueryState(wholeKey)?.dataUpdatedAt,
  });
  const { data, error, isPlaceholderData, isFetching } = query;
  const totalPages = data && !isPlaceholderData ? data.pagination.totalPages : null;
  const items = data?.items ?? [];
  const now = useListClock(data?.items, def.nextChangeAt);

  const schema = def.urlSchema;
  const hrefFor = useCallback((page: number) => listSearch(def.urlSchema, { ...url, page }), [def, url]);
  usePagerShortcuts(url.page, totalPages ?? 0, hrefFor);
  useNextPagePrefetch(def, params, totalPages);

  function changePageSize(perPage: number) {
    pageSizePreference.save(perPage);
    navigate({
      search: listSearch(schema, { ...url, perPage, page: pageForNewSize(url.page, url.perPage, perPage) }),
    });
  }

  const slow = useSlow(isFetching && (data === undefined || isPlaceholderData));
  const cancel = () => void client.cancelQueries({ queryKey: def.queries.page(params).queryKey });
  return {
    query,
    items,
    now,
    hrefFor,
    changePageSize,
    slow,
    cancel,
    noTeam: error !== null && isNoTeamError(error, url.page),
    empty: data !== undefined && !isPlaceholderData && data.pagination.totalPages === 0,
  };
}
