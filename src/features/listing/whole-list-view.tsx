import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ComponentProps,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatInteger } from '../../lib/numbers';
import { webStorage } from '../../lib/web-storage';
import { type Activation, focusOn, useFocusHandle, useFocusOnArrival } from '../../ui/focus-on-arrival';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AccountHeading } from './account-heading';
import { csvFileName } from './csv';
import { downloadText } from './download';
import { type FilterGroups, FilterPanel } from './filter-panel';
import { accountOptions, currencyOptions, filterCounts, filterRows } from './filter-rows';
import { ItemDialog } from './item-dialog';
import { useListClock } from './list-clock';
import { listCsv } from './list-csv';
import {
  accountListHref,
  isFiltered,
  type LayoutMode,
  type ListFilters,
  layoutSearch,
  noFilters,
  pagedSearch,
  parseFilters,
  parseLayout,
  readLayoutPreference,
  type SortKey,
  saveLayoutPreference,
} from './list-filters';
import { listSearch } from './list-params';
import { type ListEntry, type ListRow, toRows } from './list-rows';
import { countOf, ErrorState, isNoTeamError, NoTeamState, type Noun } from './list-states';
import { type Column, ListTable } from './list-table';
import type { CardContext } from './list-view';
import type { LoadedList, LoadProgress } from './load-all';
import { LoadNotices } from './load-notices';
import { LoadProgressPanel } from './load-progress';
import { checkPrices, summarisePrices } from './price-summary';
import { PriceSummaryPanel } from './price-summary-panel';
import { sortRows } from './sort-rows';
import { filtersKey, useUrlFilters } from './use-url-filters';
import { columnsForList, VirtualCardGrid } from './virtual-card-grid';
import { useFromWidth } from './virtual-layout';
import './whole-list.css';

const eagerCards = 4;

type Props<T extends ListEntry, K extends QueryKey> = {
  title: string;
  noun: Noun;
  kind: T['kind'];
  csvName: string;
  query: (
    onProgress: (progress: LoadProgress) => void,
  ) => UseQueryOptions<LoadedList<T>, Error, LoadedList<T>, K>;
  columns: readonly Column<T>[];
  sortKeys: readonly SortKey[];
  groups: FilterGroups;
  renderCard: (item: T, context: CardContext) => ReactNode;
  renderDetails: (item: T, now: number) => ReactNode;
  nextChangeAt?: (items: T[], now: number) => number | null;
};

const noChange = () => null;

type FilterPanelProps = Omit<ComponentProps<typeof FilterPanel>, 'counts' | 'accounts' | 'currencies'>;

/**
 * The filter panel with its counts and options, worked out in a component of their own: over 10,000 rows
 * each memo is a few ms, and a low-priority render yields between components, not inside one.
 */
function WholeListFilters({
  rows,
  countFilters,
  now,
  ...props
}: FilterPanelProps & { rows: readonly ListRow[]; countFilters: ListFilters; now: number }) {
  const counts = useMemo(() => filterCounts(rows, countFilters, now), [rows, countFilters, now]);
  const accounts = useMemo(() => accountOptions(rows), [rows]);
  const currencies = useMemo(() => currencyOptions(rows), [rows]);
  return <FilterPanel {...props} counts={counts} accounts={accounts} currencies={currencies} />;
}

/** The price summary and check of what is shown, likewise a component of their own. */
function WholeListPrices({ shown, noun }: { shown: readonly ListRow[]; noun: string }) {
  const summary = useMemo(() => summarisePrices(shown), [shown]);
  const flagged = useMemo(() => checkPrices(shown), [shown]);
  return <PriceSummaryPanel summary={summary} flagged={flagged} noun={noun} />;
}

/** The whole list, loaded page by page, then searched, filtered, sorted, summarised and exported here. */
export function WholeListView<T extends ListEntry, K extends QueryKey>({
  title,
  noun,
  kind,
  csvName,
  query,
  columns,
  sortKeys,
  groups,
  renderCard,
  renderDetails,
  nextChangeAt,
}: Props<T, K>) {
  useDocumentTitle(`All ${noun.other}`);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const backLink = useFocusOnArrival<HTMLAnchorElement>('back-to-pages');
  // Controls that go away with what they replace hand the focus on first: to the title while the list
  // loads again, to the emptied search box when the filters are cleared.
  const [titleRef, focusTitle] = useFocusHandle<HTMLHeadingElement>('list-title');
  const [searchRef, focusSearch] = useFocusHandle<HTMLInputElement>();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<LoadProgress | null>(null);
  const options = query(setProgress);
  const { data, error, isFetching, refetch } = useQuery(options);
  // All 10,000 items arrive at once. Rendered at low priority, their rows, counts and cards are worked
  // out fiber by fiber with the main thread handed back in between, instead of in one long task; until
  // then the progress stays up.
  const list = useDeferredValue(data);
  const rootRef = useRef<HTMLDivElement>(null);
  // Measured while the list loads, so the grid's first render already has its columns.
  const listColumns = useFromWidth(rootRef, columnsForList);

  const [filters, setFilters] = useUrlFilters();
  const [preferredLayout] = useState(() => readLayoutPreference(webStorage('localStorage')));
  const layout = parseLayout(searchParams) ?? preferredLayout;
  const item = searchParams.get('item');

  const items = list?.items;
  const rows = useMemo(() => toRows(items ?? []), [items]);
  // The clock asks on every render; over 10,000 events the answer is worth keeping until it ticks.
  const nextChange = useMemo(() => {
    const find = nextChangeAt ?? noChange;
    let last: { at: number; change: number | null } | null = null;
    return (at: number) => {
      if (last?.at !== at) last = { at, change: find(items ?? [], at) };
      return last.change;
    };
  }, [items, nextChangeAt]);
  const now = useListClock(nextChange);
  // Typing stays responsive on a big list: the filtering behind it may lag a keystroke.
  const filterKey = useDeferredValue(filtersKey(filters));
  const deferredFilters = useMemo(() => parseFilters(new URLSearchParams(filterKey)), [filterKey]);
  const shown = useMemo(
    () => sortRows(filterRows(rows, deferredFilters, now), deferredFilters.sort),
    [rows, deferredFilters, now],
  );

  function setLayout(next: LayoutMode) {
    saveLayoutPreference(webStorage('localStorage'), next);
    navigate({ search: layoutSearch(searchParams, next).toString() }, { replace: true });
  }

  function cancel() {
    void queryClient.cancelQueries({ queryKey: options.queryKey });
    navigate({ search: pagedSearch(searchParams).toString() }, { state: focusOn('load-all') });
  }

  function retry(activation: Activation) {
    focusTitle(activation);
    void refetch();
  }

  /** "Load again" after failed pages reuses the pages that just loaded; "Reload all" asks for every page. */
  async function reload(everyPage: boolean, activation: Activation) {
    focusTitle(activation);
    setProgress(null);
    // The paged views' pages live beside the whole list, under [list, 'list', ...].
    if (everyPage)
      await queryClient.invalidateQueries({ queryKey: [options.queryKey[0], 'list'], refetchType: 'none' });
    await queryClient.resetQueries({ queryKey: options.queryKey });
  }

  function download() {
    downloadText(
      listCsv(
        kind,
        shown.map((row) => row.item),
        now,
      ),
      csvFileName(csvName, new Date()),
      'text/csv;charset=utf-8',
    );
  }

  const detailsHref = useCallback((id: string) => listSearch(searchParams, { item: id }), [searchParams]);
  const accountHref = useCallback((key: string) => accountListHref(searchParams, key), [searchParams]);

  const backToPages = `?${pagedSearch(searchParams)}`;
  const header = (
    <div className="list__toolbar">
      <div>
        <h1 ref={titleRef} tabIndex={-1} className="list__title">
          {title}
        </h1>
        <p className="list__freshness">
          {list
            ? `Showing ${formatInteger(shown.length)} of ${countOf(list.items.length, noun)}`
            : `All ${noun.other}`}
        </p>
      </div>
      <div className="list__actions">
        <Link ref={backLink} className="button button--quiet" to={backToPages} state={focusOn('load-all')}>
          Back to pages
        </Link>
        {list ? (
          <>
            <fieldset className="layout-toggle">
              <legend className="visually-hidden">Layout</legend>
              {(['grid', 'table'] as const).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  className="button button--quiet"
                  aria-pressed={layout === mode}
                  onClick={() => setLayout(mode)}
                >
                  {mode === 'grid' ? 'Grid' : 'Table'}
                </button>
              ))}
            </fieldset>
            <button type="button" className="button" onClick={download}>
              Download CSV
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={(event) => void reload(true, event)}
            >
              Reload all
            </button>
          </>
        ) : null}
      </div>
    </div>
  );

  if (!list) {
    return (
      <div className="list whole-list" ref={rootRef}>
        {header}
        {error && isNoTeamError(error) ? (
          <NoTeamState onCheckAgain={retry} />
        ) : error ? (
          <ErrorState error={error} onRetry={retry} keptCards={false} />
        ) : isFetching || data ? (
          <LoadProgressPanel noun={noun.other} progress={progress} onCancel={cancel} />
        ) : null}
      </div>
    );
  }

  const account =
    filters.accounts.length === 1
      ? (rows.find((row) => row.accountKey === filters.accounts[0])?.item.account ?? null)
      : null;
  const open = item === null ? undefined : list.items.find((candidate) => candidate.id === item);

  return (
    <div className="list whole-list" ref={rootRef}>
      {header}
      <LoadNotices list={list} noun={noun} onLoadAgain={(event) => void reload(false, event)} />
      {account ? <AccountHeading account={account} /> : null}
      <WholeListFilters
        rows={rows}
        countFilters={deferredFilters}
        now={now}
        noun={noun.other}
        filters={filters}
        onChange={setFilters}
        groups={groups}
        sortKeys={sortKeys}
        searchRef={searchRef}
      />
      <WholeListPrices shown={shown} noun={noun.other} />
      {list.items.length === 0 ? (
        <section className="state-message" aria-label={`No ${noun.other} yet`}>
          <h2 className="state-message__title">No {noun.other} yet</h2>
        </section>
      ) : shown.length === 0 ? (
        <section className="state-message" aria-label={`No matching ${noun.other}`}>
          <h2 className="state-message__title">No {noun.other} match these filters</h2>
          {isFiltered(filters) ? (
            <button
              type="button"
              className="button"
              onClick={(event) => {
                focusSearch(event);
                setFilters({ ...noFilters, sort: filters.sort });
              }}
            >
              Clear filters
            </button>
          ) : null}
        </section>
      ) : layout === 'table' ? (
        <ListTable
          label={title}
          noun={noun.one}
          rows={shown}
          columns={columns}
          sort={filters.sort}
          onSort={(key) =>
            setFilters({
              ...filters,
              sort: {
                key,
                direction: filters.sort?.key === key && filters.sort.direction === 'asc' ? 'desc' : 'asc',
              },
            })
          }
          now={now}
          hrefFor={detailsHref}
        />
      ) : (
        <VirtualCardGrid
          label={title}
          rows={shown}
          initialColumns={listColumns ?? columnsForList(globalThis.innerWidth)}
          renderCard={(entry, index) =>
            renderCard(entry, { now, href: detailsHref(entry.id), eager: index < eagerCards, accountHref })
          }
        />
      )}
      {open ? (
        <ItemDialog title={open.name ?? `Untitled ${noun.one}`}>{renderDetails(open, now)}</ItemDialog>
      ) : null}
    </div>
  );
}
