import type { Account, ListItem, Money } from '../domain/types';
import { minorDigits } from '../lib/money';

// Unknown codes have no known minor digits; six keeps any sensible amount exact.
const unknownCurrencyDigits = 6;

export type RowPrice = {
  currency: string;
  minor: number;
  digits: number;
};

export type Row<T extends ListItem = ListItem> = {
  item: T;
  accountKey: string | null;
  price: RowPrice | null;
  /** Built on the first search, not on load. */
  haystack: string | null;
};

export function accountKey(account: Account | null): string | null {
  return account?.id ?? account?.slug ?? account?.name ?? null;
}

export function rowPrice(price: Money | null): RowPrice | null {
  if (price === null || price.amount === null || price.currency === null) return null;
  const digits = minorDigits(price.currency) ?? unknownCurrencyDigits;
  return { currency: price.currency, minor: Math.round(price.amount * 10 ** digits), digits };
}

export function haystackOf(row: Row): string {
  if (row.haystack === null) {
    const { name, description, account } = row.item;
    row.haystack = [name, description, account?.name]
      .filter((part) => part)
      .join('\n')
      .toLowerCase();
  }
  return row.haystack;
}

export function toRow<T extends ListItem>(item: T): Row<T> {
  return { item, haystack: null, accountKey: accountKey(item.account), price: rowPrice(item.price) };
}

// Kept on the item, so a list that grows page by page, or is read again, prepares each item once: under
// a symbol and not enumerable, which structured clones (the kept lists), JSON and spreads leave out. A
// WeakMap of 10,000 items made every full garbage collection trace them as ephemerons.
const rowOf = Symbol('row');

export function toRows<T extends ListItem>(items: readonly T[]): Row<T>[] {
  return items.map((item) => {
    const kept = (item as T & { [rowOf]?: Row<T> })[rowOf];
    if (kept) return kept;
    const row = toRow(item);
    Object.defineProperty(item, rowOf, { value: row });
    return row;
  });
}
