import { type ReactNode, type RefObject, useId } from 'react';
import type { ListItem } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import type { WholeDefinition } from '../../lists/definition';
import type { Layout, ListFilters, Sort } from '../../lists/list-url';
import { Icon } from '../../ui/icons';

export function WholeToolbar<T extends ListItem>({
  def,
  filters,
  onFilters,
  sort,
  onSort,
  layout,
  onLayout,
  searchRef,
  children,
}: {
  def: WholeDefinition<T>;
  filters: ListFilters;
  onFilters: (filters: ListFilters) => void;
  sort: Sort | null;
  onSort: (sort: Sort | null) => void;
  layout: Layout;
  onLayout: (layout: Layout) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  children: ReactNode;
}) {
  const m = useMessages();
  const searchId = useId();
  const sortId = useId();
  const sortValue = sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.key}` : '';
  return (
    <div className="toolbar">
      <div className="search">
        <label htmlFor={searchId} className="visually-hidden">
          {m.whole.search(def.words(m).title)}
        </label>
        <Icon name="search" className="search__icon" />
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          className="search__input"
          placeholder={m.whole.searchPlaceholder}
          value={filters.query}
          onChange={(event) => onFilters({ ...filters, query: event.target.value })}
        />
      </div>
      <div className="field field--inline">
        <label htmlFor={sortId}>{m.whole.sortBy}</label>
        <select
          id={sortId}
          value={sortValue}
          onChange={(event) => {
            const raw = event.target.value;
            onSort(
              raw === ''
                ? null
                : { key: raw.replace(/^-/, ''), direction: raw.startsWith('-') ? 'desc' : 'asc' },
            );
          }}
        >
          <option value="">{m.whole.apiOrder}</option>
          {def.sorts.flatMap((option) => [
            <option key={option.key} value={option.key}>
              {m.whole.ascending(option.label(m))}
            </option>,
            <option key={`-${option.key}`} value={`-${option.key}`}>
              {m.whole.descending(option.label(m))}
            </option>,
          ])}
        </select>
      </div>
      <fieldset className="segmented">
        <legend className="visually-hidden">{m.whole.layout}</legend>
        {(['grid', 'table'] as const).map((mode) => (
          <button key={mode} type="button" aria-pressed={layout === mode} onClick={() => onLayout(mode)}>
            <Icon name={mode} />
            {mode === 'grid' ? m.whole.grid : m.whole.table}
          </button>
        ))}
      </fieldset>
      <div className="toolbar__actions">{children}</div>
    </div>
  );
}
