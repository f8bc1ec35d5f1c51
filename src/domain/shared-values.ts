import type { Account, ListItem, Money } from './types';

// A team's items repeat a few hundred organisers and prices: 50,000 events held 50,000 copies of them.
// Items share one object for each instead. They are read only, so sharing is safe; a value that changes
// (an organiser renamed) is a new object, and the last one read is the one shared from then on.

const heldAtMost = 5_000;
const accounts = new Map<string, Account>();
const prices = new Map<string, Money>();

const sameAccount = (a: Account, b: Account) =>
  a.id === b.id &&
  a.slug === b.slug &&
  a.name === b.name &&
  a.partner === b.partner &&
  a.profileImageUrl === b.profileImageUrl &&
  a.coverImageUrl === b.coverImageUrl;

function shared<T>(held: Map<string, T>, key: string, value: T, same: (a: T, b: T) => boolean): T {
  const known = held.get(key);
  if (known !== undefined && same(known, value)) return known;
  if (held.size >= heldAtMost) held.clear();
  held.set(key, value);
  return value;
}

export function sharedAccount(account: Account | null): Account | null {
  if (account === null) return null;
  return shared(accounts, `${account.id}\u0000${account.slug}\u0000${account.name}`, account, sameAccount);
}

export function sharedPrice(price: Money | null): Money | null {
  if (price === null) return null;
  const key = `${price.amount}\u0000${price.currency}\u0000${price.rawValue}\u0000${price.rawValueInCents}`;
  return shared(prices, key, price, () => true);
}

/** Lets go of every organiser and price held, when the person signs out. */
export function forgetSharedValues(): void {
  accounts.clear();
  prices.clear();
}

/** Items put back from the device arrive each with copies of their own: they share them again. */
export function shareValues(items: readonly ListItem[]): void {
  for (const item of items) {
    item.account = sharedAccount(item.account);
    item.price = sharedPrice(item.price);
  }
}
