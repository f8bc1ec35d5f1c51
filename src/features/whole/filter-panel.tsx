import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import type { ListItem } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import { formatInteger } from '../../lib/numbers';
import { useYours } from '../../lib/yours';
import type { Facet } from '../../lists/facets';
import { type FacetCounts, facetCounter, facetCounts } from '../../lists/filter';
import { type ListFilters, withFilterValues } from '../../lists/list-url';
import type { Row } from '../../lists/rows';
import { PartnerMark } from '../../ui/organiser';

type Props<T extends ListItem> = {
  facets: readonly Facet<T>[];
  rows: readonly Row<T>[];
  filters: ListFilters;
  now: number;
  onChange: (filters: ListFilters) => void;
};

// Counting tens of thousands of rows at once is one long task: a long list is counted a slice per
// task, and the last counts stay on screen until the new ones are in.
const countSlice = 5_000;

function useFacetCounts<T extends ListItem>(
  rows: readonly Row<T>[],
  facets: readonly Facet<T>[],
  filters: ListFilters,
  now: number,
): FacetCounts | null {
  const yours = useYours();
  const short = rows.length <= countSlice;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the Yours filter counts by the person's stars.
  const direct = useMemo(
    () => (short ? facetCounts(rows, facets, filters, now) : null),
    [short, rows, facets, filters, now, yours],
  );
  const [sliced, setSliced] = useState<FacetCounts | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the Yours filter counts by the person's stars.
  useEffect(() => {
    if (short) return;
    const counter = facetCounter(facets, filters, now);
    let from = 0;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      const to = Math.min(rows.length, from + countSlice);
      counter.add(rows, from, to);
      from = to;
      if (from < rows.length) timer = setTimeout(step);
      else setSliced(counter.counts);
    };
    timer = setTimeout(step);
    return () => clearTimeout(timer);
  }, [short, rows, facets, filters, now, yours]);
  return direct ?? sliced;
}

// Counted here rather than in the list's hook, so React can yield between the list's render and this one.
export function FilterPanel<T extends ListItem>({ facets, rows, filters, now, onChange }: Props<T>) {
  const counts = useFacetCounts(rows, facets, useDeferredValue(filters), now);
  return (
    <div className="filter-panel">
      {facets.map((facet) => (
        <FacetGroup
          key={facet.param}
          facet={facet}
          rows={rows}
          counts={counts?.get(facet.param)}
          filters={filters}
          onChange={onChange}
        />
      ))}
    </div>
  );
}

function FacetGroup<T extends ListItem>({
  facet,
  rows,
  counts,
  filters,
  onChange,
}: Omit<Props<T>, 'facets' | 'now'> & { facet: Facet<T>; counts: Map<string, number> | undefined }) {
  const m = useMessages();
  const id = useId();
  const options = useMemo(() => facet.options(rows, m), [facet, rows, m]);
  if (options.length === 0) return null;
  const chosen = filters.values[facet.param] ?? [];
  const single = facet.kind !== 'multi';
  function toggle(value: string, on: boolean) {
    const next = single ? (on ? [value] : []) : on ? [...chosen, value] : chosen.filter((v) => v !== value);
    onChange(withFilterValues(filters, facet.param, next));
  }
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">{facet.title(m)}</legend>
      <ul className="filter-group__options">
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <li key={option.value} className="filter-option">
              <input
                id={optionId}
                type="checkbox"
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <label htmlFor={optionId} className="filter-option__label">
                <span className="filter-option__name">{option.label}</span>
                {option.partner ? <PartnerMark compact /> : null}
              </label>
              <span className="filter-option__count">
                {counts ? formatInteger(counts.get(option.value) ?? 0) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
