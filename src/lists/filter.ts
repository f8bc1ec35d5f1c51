import type { ListItem } from '../domain/types';
import type { Facet } from './facets';
import { isFiltered, type ListFilters } from './list-url';
import { haystackOf, type Row } from './rows';

const searchBit = 1 << 30;

export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

// A bit per filter group the row fails (and one for the search); 0 when the row is shown.
function failures<T extends ListItem>(
  row: Row<T>,
  facets: readonly Facet<T>[],
  filters: ListFilters,
  terms: readonly string[],
  now: number,
): number {
  let failed = 0;
  for (const term of terms) {
    if (!haystackOf(row).includes(term)) {
      failed |= searchBit;
      break;
    }
  }
  facets.forEach((facet, index) => {
    const wanted = filters.values[facet.param];
    if (!wanted || wanted.length === 0) return;
    if (!facet.values(row, now).some((value) => wanted.includes(value))) failed |= 1 << index;
  });
  return failed;
}

export function filterRows<T extends ListItem>(
  rows: readonly Row<T>[],
  facets: readonly Facet<T>[],
  filters: ListFilters,
  now: number,
): Row<T>[] {
  if (!isFiltered(filters)) return [...rows];
  const terms = searchTerms(filters.query);
  return rows.filter((row) => failures(row, facets, filters, terms, now) === 0);
}

export type FacetCounts = Map<string, Map<string, number>>;

// The usual faceted count: ticking a value in one group never zeroes that group's other values.
// Rows are added a slice at a time, so a long list can be counted across several tasks.
export function facetCounter<T extends ListItem>(
  facets: readonly Facet<T>[],
  filters: ListFilters,
  now: number,
): { counts: FacetCounts; add(rows: readonly Row<T>[], from: number, to: number): void } {
  const terms = searchTerms(filters.query);
  const counts: FacetCounts = new Map(facets.map((facet) => [facet.param, new Map<string, number>()]));
  const byFacet = facets.map((facet) => counts.get(facet.param) as Map<string, number>);
  return {
    counts,
    add(rows, from, to) {
      for (let at = from; at < to; at++) {
        const row = rows[at] as Row<T>;
        const failed = failures(row, facets, filters, terms, now);
        // Failing two groups, a row counts for neither.
        if (failed !== 0 && (failed & (failed - 1)) !== 0) continue;
        facets.forEach((facet, index) => {
          if (failed !== 0 && failed !== 1 << index) return;
          const byValue = byFacet[index] as Map<string, number>;
          for (const value of facet.values(row, now)) byValue.set(value, (byValue.get(value) ?? 0) + 1);
        });
      }
    },
  };
}

export function facetCounts<T extends ListItem>(
  rows: readonly Row<T>[],
  facets: readonly Facet<T>[],
  filters: ListFilters,
  now: number,
): FacetCounts {
  const counter = facetCounter(facets, filters, now);
  counter.add(rows, 0, rows.length);
  return counter.counts;
}
