import { useDeferredValue, useId, useMemo } from 'react';
import type { ListItem } from '../../domain/types';
import { useMessages } from '../../i18n/i18n';
import { formatInteger } from '../../lib/numbers';
import { useYours } from '../../lib/yours';
import type { Facet } from '../../lists/facets';
import { facetCounts } from '../../lists/filter';
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

// Counted here rather than in the list's hook, so React can yield between the list's render and this one.
export function FilterPanel<T extends ListItem>({ facets, rows, filters, now, onChange }: Props<T>) {
  const counted = useDeferredValue(filters);
  const yours = useYours();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the Yours filter counts by the person's stars.
  const counts = useMemo(() => facetCounts(rows, facets, counted, now), [rows, facets, counted, now, yours]);
  return (
    <div className="filter-panel">
      {facets.map((facet) => (
        <FacetGroup
          key={facet.param}
          facet={facet}
          rows={rows}
          counts={counts.get(facet.param)}
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
  const options = facet.options(rows, m);
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
                {option.partner ? <PartnerMark /> : null}
              </label>
              <span className="filter-option__count">{formatInteger(counts?.get(option.value) ?? 0)}</span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
