import type { Account, Money, TeamEvent, TeamSession } from '../../domain/types';
import { minorDigits } from '../../lib/money';

export type ListEntry = TeamEvent | TeamSession;

/** Unknown currency codes have no known minor digits; six keeps any sensible amount exact. */
const unknownCurrencyDigits = 6;

export type RowPrice = {
  currency: string;
  /** The amount in the currency's minor units (cents, yen), an integer so sums are exact. */
  minor: number;
  digits: number;
};

/**
 * What filtering, sorting, the summary and the table read from an item, worked out once when the list
 * loads so each keystroke in the search box only compares prepared values.
 */
export type ListRow<T extends ListEntry = ListEntry> = {
  item: T;
  /** Lower-cased name, description and account name; built on the first search, not on load. */
  haystack: string | null;
  accountKey: string | null;
  price: RowPrice | null;
  /** Events: when it is or was scheduled (or went live); sessions: null. */
  at: number | null;
  replay: boolean | null;
};

/** An account's identity across items: its id, else slug, else name. */
export function accountKey(account: Account | null): string | null {
  return account?.id ?? account?.slug ?? account?.name ?? null;
}

export function rowPrice(price: Money | null): RowPrice | null {
  if (price === null || price.amount === null || price.currency === null) return null;
  const digits = minorDigits(price.currency) ?? unknownCurrencyDigits;
  return { currency: price.currency, minor: Math.round(price.amount * 10 ** digits), digits };
}

/** What a search looks in, lower-cased once per row. */
export function haystackOf(row: ListRow): string {
  if (row.haystack === null) {
    const { name, description, account } = row.item;
    row.haystack = [name, description, account?.name]
      .filter((part) => part)
      .join('\n')
      .toLowerCase();
  }
  return row.haystack;
}

export function toRow<T extends ListEntry>(item: T): ListRow<T> {
  const account = item.account;
  return {
    item,
    haystack: null,
    accountKey: accountKey(account),
    price: rowPrice(item.price),
    at: item.kind === 'event' ? (item.scheduledAt ?? item.liveAt) : null,
    replay: item.kind === 'event' ? item.offerReplayPurchase : null,
  };
}

export function toRows<T extends ListEntry>(items: readonly T[]): ListRow<T>[] {
  return items.map(toRow);
}
