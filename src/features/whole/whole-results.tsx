import type { RefObject } from 'react';
import type { ListItem } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import { formatInteger } from '../../lib/numbers';
import type { WholeDefinition } from '../../lists/definition';
import { isFiltered, type ListUrl, listSearch, noFilters } from '../../lists/list-url';
import { SavedViewsMenu } from '../../lists/saved-views-menu';
import { SeenSummary } from '../../lists/seen-parts';
import { loadedLine } from '../../lists/whole-status';
import type { Activation } from '../../navigation/focus';
import { Icon } from '../../ui/icons';
import { StateMessage } from '../../ui/state-message';
import { ColumnPicker, useColumns } from './column-picker';
import { FilterChips } from './filter-chips';
import { PriceSummaryLine } from './price-panel';
import { ResultsGrid } from './results-grid';
import { ResultsTable } from './results-table';
import type { useWholeList } from './use-whole-list';
import { WholeToolbar } from './whole-toolbar';

type Props<T extends ListItem> = {
  def: WholeDefinition<T>;
  url: ListUrl;
  whole: ReturnType<typeof useWholeList<T>>;
  searchRef: RefObject<HTMLInputElement | null>;
  onClearFilters: (activation: Activation) => void;
  onOpenFilters: (() => void) | null;
};

export function WholeResults<T extends ListItem>({
  def,
  url,
  whole,
  searchRef,
  onClearFilters,
  onOpenFilters,
}: Props<T>) {
  const m = useMessages();
  const words = def.words(m);
  const { columns, hidden, toggle, replace } = useColumns(def);
  const { shown, rows, list, now } = whole;
  const changes = whole.seen?.changes ?? null;
  const activeFilters = Object.values(url.filters.values).reduce((sum, values) => sum + values.length, 0);
  const scope =
    list && (!list.complete || list.failedPages.length > 0)
      ? loadedLine(m, words, list, whole.expectedItems, whole.reading)
      : null;
  const sortBy = (key: string) =>
    whole.setSort({ key, direction: url.sort?.key === key && url.sort.direction === 'asc' ? 'desc' : 'asc' });

  return (
    <div className="whole__main">
      <WholeToolbar
        def={def}
        filters={url.filters}
        onFilters={whole.setFilters}
        sort={url.sort}
        onSort={whole.setSort}
        layout={whole.layout}
        onLayout={whole.setLayout}
        searchRef={searchRef}
      >
        {onOpenFilters ? (
          <button type="button" className="button button--quiet" onClick={onOpenFilters}>
            <Icon name="filter" />
            {activeFilters > 0 ? m.whole.filtersCount(activeFilters) : m.whole.filters}
          </button>
        ) : null}
        <SavedViewsMenu
          pathname={def.path}
          current={{
            href: `${def.path}${listSearch(def.urlSchema, { ...url, layout: whole.layout })}`,
            hiddenColumns: hidden,
            density: null,
          }}
          onApply={(view) => replace(view.hiddenColumns ?? [])}
        />
        {whole.layout === 'table' ? (
          <ColumnPicker columns={def.columns} hidden={hidden} onToggle={toggle} />
        ) : null}
        <button
          type="button"
          className="button button--quiet"
          onClick={whole.downloadCsv}
          disabled={shown.length === 0}
        >
          <Icon name="download" />
          {m.whole.csv}
        </button>
        {whole.downloadCalendar ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={whole.downloadCalendar}
            disabled={shown.length === 0}
          >
            <Icon name="calendar" />
            {m.whole.calendar}
          </button>
        ) : null}
      </WholeToolbar>
      <p className="whole__showing" role="status">
        {isFiltered(url.filters)
          ? m.whole.showing(formatInteger(shown.length), words.count(rows.length))
          : null}
      </p>
      {whole.seen ? (
        <SeenSummary
          seen={whole.seen}
          now={now}
          only={url.filters.changed === true}
          onOnly={(changed) => whole.setFilters({ ...url.filters, changed })}
          untitled={words.untitled}
        />
      ) : null}
      <FilterChips facets={def.facets} rows={rows} filters={url.filters} onChange={whole.setFilters} />
      {rows.length > 0 ? <PriceSummaryLine rows={shown} scope={scope} /> : null}
      {shown.length === 0 && rows.length > 0 ? (
        <StateMessage icon="search" title={m.whole.noMatch(words.title)}>
          <button
            type="button"
            className="button"
            onClick={(event) => {
              onClearFilters(event);
              whole.setFilters(noFilters);
            }}
          >
            {m.whole.clearFilters}
          </button>
        </StateMessage>
      ) : whole.layout === 'table' ? (
        <ResultsTable
          def={def}
          rows={shown}
          columns={columns}
          sort={url.sort}
          onSort={sortBy}
          now={now}
          label={words.title}
          changes={changes}
        />
      ) : (
        <ResultsGrid def={def} rows={shown} now={now} label={words.title} changes={changes} />
      )}
    </div>
  );
}
