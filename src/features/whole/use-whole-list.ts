import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListItem } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import { csvFileName, toCsv } from '../../lib/csv';
import { downloadText } from '../../lib/download';
import { useYours } from '../../lib/yours';
import { useListClock } from '../../lists/clock';
import type { WholeDefinition } from '../../lists/definition';
import { filterRows } from '../../lists/filter';
import { isNoTeamError } from '../../lists/list-states';
import { type Layout, type ListFilters, type ListUrl, listSearch, type Sort } from '../../lists/list-url';
import { toRows } from '../../lists/rows';
import { isMarked, seenCell, seenCsvHeader } from '../../lists/seen';
import { sortRows } from '../../lists/sort';
import { useSeen } from '../../lists/use-seen';
import { countParams } from '../../lists/whole-slices';
import { keepScroll } from '../../navigation/scroll';
import { layoutPreference } from './layout-preference';

// Filter work runs on deferred values, so typing never waits for it.
export function useWholeList<T extends ListItem>(def: WholeDefinition<T>, url: ListUrl) {
  const m = useMessages();
  const client = useQueryClient();
  const navigate = useNavigate();
  const wholeQuery = def.queries.whole();
  const query = useQuery(wholeQuery);
  const expected = useQuery({
    ...def.queries.page(countParams),
    select: (page) => page.pagination.totalPages,
  });
  const list = useDeferredValue(query.data);
  const items = list?.items;
  const rows = useMemo(() => toRows(items ?? []), [items]);
  const now = useListClock(items, def.nextChangeAt);
  const filters = useDeferredValue(url.filters);
  const sort = useDeferredValue(url.sort);
  const yours = useYours();
  const seen = useSeen(def, list);
  const changes = seen?.changes ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the Yours filter reads the person's stars.
  const filtered = useMemo(() => {
    const matching = filterRows(rows, def.facets, filters, now);
    return filters.changed && changes !== null
      ? matching.filter((row) => isMarked(changes, row.item.id))
      : matching;
  }, [rows, def, filters, now, yours, changes]);
  const shown = useMemo(() => sortRows(filtered, def.sorts, sort), [filtered, def, sort]);
  const layout: Layout = url.layout ?? layoutPreference.read();

  const go = (next: ListUrl) =>
    navigate({ search: listSearch(def.urlSchema, next) }, { replace: true, state: keepScroll });

  return {
    query,
    list,
    // The list shown lags the query's by a render or two: it is still being read until it catches up.
    reading: query.isFetching || list !== query.data,
    expectedItems: expected.data ?? null,
    rows,
    shown,
    now,
    seen,
    layout,
    noTeam: query.error !== null && isNoTeamError(query.error),
    setFilters: (next: ListFilters) => go({ ...url, filters: next }),
    setSort: (next: Sort | null) => go({ ...url, sort: next }),
    setLayout(next: Layout) {
      layoutPreference.save(next);
      go({ ...url, layout: next });
    },
    cancel: () => void client.cancelQueries({ queryKey: wholeQuery.queryKey }),
    /** Only the pages that failed, or were not read before a cancel. */
    loadAgain: () => void query.refetch(),
    /** Every page again; what is shown stays until the new list is in. */
    refresh: () => void client.invalidateQueries({ queryKey: wholeQuery.queryKey }),
    downloadCsv() {
      const csv = toCsv(
        [...def.csv.header, seenCsvHeader],
        shown.map((row) => [...def.csv.row(row.item, now), seenCell(changes, row.item.id)]),
      );
      downloadText(csv, csvFileName(def.name, new Date()), 'text/csv;charset=utf-8');
    },
    downloadCalendar: def.downloadCalendar
      ? () => {
          const { title, untitled } = def.words(m);
          void def.downloadCalendar?.(
            shown.map((row) => row.item),
            title,
            untitled,
          );
        }
      : null,
  };
}
