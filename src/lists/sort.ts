import type { ListItem } from '../domain/types';
import type { Messages } from '../i18n/i18n';
import type { Sort } from './list-url';
import type { Row } from './rows';

// Prices sort within a currency first, always ascending: there is no exchange rate.
export type SortDef<T extends ListItem> = {
  key: string;
  label: (m: Messages) => string;
  value: (row: Row<T>) => number | string | null;
  group?: (row: Row<T>) => string;
};

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

export const nameSort: SortDef<ListItem> = {
  key: 'name',
  label: (m) => m.lists.sorts.name,
  value: (row) => row.item.name,
};

export const priceSort: SortDef<ListItem> = {
  key: 'price',
  label: (m) => m.lists.sorts.price,
  value: (row) => row.price?.minor ?? null,
  group: (row) => row.price?.currency ?? '',
};

export const durationSort: SortDef<ListItem> = {
  key: 'duration',
  label: (m) => m.lists.sorts.duration,
  value: (row) => row.item.durationSeconds,
};

function compareValues(x: number | string, y: number | string): number {
  return typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
}

export function sortRows<T extends ListItem>(
  rows: readonly Row<T>[],
  sorts: readonly SortDef<T>[],
  sort: Sort | null,
): Row<T>[] {
  const def = sort === null ? undefined : sorts.find((candidate) => candidate.key === sort.key);
  if (!def || sort === null) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const { value, group } = def;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (group) {
      const byGroup = collator.compare(group(a), group(b));
      if (byGroup !== 0) return byGroup;
    }
    return compareValues(x, y) * sign;
  });
}
