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

// Per item, so a list that grows page by page, or is read again, prepares each item once.
const rowCache = new WeakMap<ListItem, Row>();

export function toRows<T extends ListItem>(items: readonly T[]): Row<T>[] {
  return items.map((item) => {
    let row = rowCache.get(item);
    if (!row) {
      row = toRow(item);
      rowCache.set(item, row);
    }
    return row as Row<T>;
  });
}
