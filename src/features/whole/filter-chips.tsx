import type { ListItem } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import { type Facet, optionLabel } from '../../lists/facets';
import { isFiltered, type ListFilters, noFilters, withFilterValues } from '../../lists/list-url';
import type { Row } from '../../lists/rows';
import { Icon } from '../../ui/icons';

type Chip = { key: string; text: string; unknown: boolean; remove: ListFilters };

export function activeChips<T extends ListItem>(
  facets: readonly Facet<T>[],
  rows: readonly Row<T>[],
  filters: ListFilters,
  m: ReturnType<typeof useMessages>,
): Chip[] {
  const chips: Chip[] = [];
  if (filters.query)
    chips.push({
      key: 'q',
      text: m.whole.chips.search(filters.query),
      unknown: false,
      remove: { ...filters, query: '' },
    });
  for (const facet of facets) {
    const chosen = filters.values[facet.param] ?? [];
    if (chosen.length === 0) continue;
    const options = facet.options(rows, m);
    for (const value of chosen) {
      const label = optionLabel(options, value);
      chips.push({
        key: `${facet.param}=${value}`,
        text: label === null ? m.whole.chips.unknown(facet.title(m), value) : `${facet.title(m)}: ${label}`,
        unknown: label === null && rows.length > 0,
        remove: withFilterValues(
          filters,
          facet.param,
          chosen.filter((v) => v !== value),
        ),
      });
    }
  }
  return chips;
}

export function FilterChips<T extends ListItem>({
  facets,
  rows,
  filters,
  onChange,
}: {
  facets: readonly Facet<T>[];
  rows: readonly Row<T>[];
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
}) {
  const m = useMessages();
  if (!isFiltered(filters)) return null;
  const chips = activeChips(facets, rows, filters, m);
  return (
    <section className="chips" aria-label={m.whole.chips.label}>
      <ul className="chips__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className={chip.unknown ? 'chip chip--removable chip--unknown' : 'chip chip--removable'}
              aria-label={m.whole.chips.remove(chip.text)}
              onClick={() => onChange(chip.remove)}
            >
              <span className="chip__text">{chip.text}</span>
              <Icon name="close" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={() => onChange(noFilters)}>
        {m.whole.clearAll}
      </button>
    </section>
  );
}
