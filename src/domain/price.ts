import type { Money } from './types';

export type PriceKind = 'free' | 'paid';

// Free is an amount of exactly 0, in any currency or none: nothing is owed in any unit. The amount is
// already the authoritative reading of value and value_in_cents (docs/decisions.md).
export function isFree(price: Money | null): boolean {
  return price?.amount === 0;
}

/** Free or paid; null when no amount is given, which is neither. */
export function priceKind(price: Money | null): PriceKind | null {
  if (price === null || price.amount === null) return null;
  return isFree(price) ? 'free' : 'paid';
}
