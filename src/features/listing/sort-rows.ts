import type { Sort, SortKey } from './list-filters';
import type { ListEntry, ListRow } from './list-rows';

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

type Compare = (a: ListRow, b: ListRow) => number;

function byNumber(read: (row: ListRow) => number | null): (direction: number) => Compare {
  return (direction) => (a, b) => {
    const x = read(a);
    const y = read(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x - y) * direction;
  };
}

const comparators: Record<SortKey, (direction: number) => Compare> = {
  date: byNumber((row) => row.at),
  duration: byNumber((row) => row.item.durationSeconds),
  sessions: byNumber((row) => (row.item.kind === 'session' ? row.item.sessionCount : null)),
  // The collator ignores case and accents itself ("base"), so names need no lower-casing first.
  name: (direction) => (a, b) => {
    const x = a.item.name;
    const y = b.item.name;
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return collator.compare(x, y) * direction;
  },
  // There is no exchange rate, so prices compare within a currency: currencies in code order,
  // amounts in the chosen direction inside each.
  price: (direction) => (a, b) => {
    if (a.price === null || b.price === null) return a.price === b.price ? 0 : a.price === null ? 1 : -1;
    if (a.price.currency !== b.price.currency) return a.price.currency < b.price.currency ? -1 : 1;
    return (a.price.minor - b.price.minor) * direction;
  },
};

/** A sorted copy; items without the sorted value go last either way, ties keep the API's order. */
export function sortRows<T extends ListEntry>(rows: readonly ListRow<T>[], sort: Sort | null): ListRow<T>[] {
  if (sort === null) return [...rows];
  const compare = comparators[sort.key](sort.direction === 'asc' ? 1 : -1);
  return [...rows].sort(compare);
}
