import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { EventStatus } from '../../domain/types';
import { formatInteger } from '../../lib/numbers';
import { fromKeyboard } from '../../ui/focus-on-arrival';
import { statusLabels } from '../../ui/status-badge';
import type { AccountOption, FilterCounts } from './filter-rows';
import {
  eventStatuses,
  isFiltered,
  type ListFilters,
  noFilters,
  parseSort,
  type SortKey,
  sortParam,
} from './list-filters';

export type FilterGroups = { status: boolean; replay: boolean };

type Props = {
  noun: string;
  filters: ListFilters;
  /** `replace` for typing in the search box, so each key is not a history entry. */
  onChange: (next: ListFilters, replace?: boolean) => void;
  counts: FilterCounts;
  accounts: readonly AccountOption[];
  currencies: readonly string[];
  groups: FilterGroups;
  sortKeys: readonly SortKey[];
  /** The search box, which takes the focus when the filters are cleared (the view clears them too). */
  searchRef?: RefObject<HTMLInputElement | null>;
};

const sortLabels: Record<SortKey, [asc: string, desc: string]> = {
  date: ['Date, earliest first', 'Date, latest first'],
  price: ['Price, low to high (per currency)', 'Price, high to low (per currency)'],
  name: ['Name, A to Z', 'Name, Z to A'],
  duration: ['Duration, shortest first', 'Duration, longest first'],
  sessions: ['Sessions, fewest first', 'Sessions, most first'],
};

function toggle<T>(values: readonly T[], value: T, on: boolean): T[] {
  return on ? [...values, value] : values.filter((v) => v !== value);
}

function Check({
  label,
  count,
  checked,
  onChange,
  children,
}: {
  label: string;
  count: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <label className="filter-option">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {label} {children}
        <span className="filter-option__count">({formatInteger(count)})</span>
      </span>
    </label>
  );
}

function SearchBox({
  noun,
  value,
  onChange,
  inputRef,
}: {
  noun: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // "Clear filters" and back/forward change the URL under the box.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);
  return (
    <div className="filter-search">
      <label htmlFor={id}>Search {noun}</label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={text}
        placeholder="Name, description or account"
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

/** Search, every filter with its count, and the sort; each change goes to the URL. */
export function FilterPanel({
  noun,
  filters,
  onChange,
  counts,
  accounts,
  currencies,
  groups,
  sortKeys,
  searchRef,
}: Props) {
  const sortId = useId();
  const ownSearch = useRef<HTMLInputElement>(null);
  const search = searchRef ?? ownSearch;
  const set = (patch: Partial<ListFilters>, replace = false) => onChange({ ...filters, ...patch }, replace);
  const statusCount = (status: EventStatus) => counts.statuses.get(status) ?? 0;

  return (
    <section className="filters" aria-label="Search and filters">
      <div className="filters__top">
        <SearchBox
          noun={noun}
          value={filters.query}
          onChange={(query) => set({ query }, true)}
          inputRef={search}
        />
        <div className="filter-sort">
          <label htmlFor={sortId}>Sort by</label>
          <select
            id={sortId}
            value={filters.sort ? sortParam(filters.sort) : ''}
            onChange={(event) => set({ sort: parseSort(event.target.value) })}
          >
            <option value="">As listed</option>
            {sortKeys.flatMap((key) =>
              (['asc', 'desc'] as const).map((direction, index) => (
                <option key={`${key}-${direction}`} value={sortParam({ key, direction })}>
                  {sortLabels[key][index]}
                </option>
              )),
            )}
          </select>
        </div>
      </div>
      <div className="filters__groups">
        {groups.status ? (
          <fieldset className="filter-group">
            <legend>Status</legend>
            {eventStatuses.map((status) => (
              <Check
                key={status}
                label={statusLabels[status]}
                count={statusCount(status)}
                checked={filters.statuses.includes(status)}
                onChange={(on) => set({ statuses: toggle(filters.statuses, status, on) })}
              />
            ))}
          </fieldset>
        ) : null}
        <fieldset className="filter-group">
          <legend>Price</legend>
          <Check
            label="Free"
            count={counts.free}
            checked={filters.price === 'free'}
            onChange={(on) => set({ price: on ? 'free' : null })}
          />
          <Check
            label="Paid"
            count={counts.paid}
            checked={filters.price === 'paid'}
            onChange={(on) => set({ price: on ? 'paid' : null })}
          />
          {currencies.map((currency) => (
            <Check
              key={currency}
              label={currency}
              count={counts.currencies.get(currency) ?? 0}
              checked={filters.currencies.includes(currency)}
              onChange={(on) => set({ currencies: toggle(filters.currencies, currency, on) })}
            />
          ))}
        </fieldset>
        <fieldset className="filter-group">
          <legend>Accounts</legend>
          <Check
            label="Partners only"
            count={counts.partners}
            checked={filters.partnersOnly}
            onChange={(on) => set({ partnersOnly: on })}
          />
          {groups.replay ? (
            <Check
              label="Replay available"
              count={counts.replay}
              checked={filters.replayOnly}
              onChange={(on) => set({ replayOnly: on })}
            />
          ) : null}
          <div className="filter-group__scroll">
            {accounts.map((account) => (
              <Check
                key={account.key}
                label={account.name}
                count={counts.accounts.get(account.key) ?? 0}
                checked={filters.accounts.includes(account.key)}
                onChange={(on) => set({ accounts: toggle(filters.accounts, account.key, on) })}
              >
                {account.partner ? <span className="partner-mark">Partner</span> : null}
              </Check>
            ))}
          </div>
        </fieldset>
      </div>
      {isFiltered(filters) ? (
        <button
          type="button"
          className="button button--quiet"
          onClick={(event) => {
            // This button goes with the filters; from the keyboard, the emptied search box takes the focus.
            if (fromKeyboard(event)) search.current?.focus();
            onChange({ ...noFilters, sort: filters.sort });
          }}
        >
          Clear all filters
        </button>
      ) : null}
    </section>
  );
}
