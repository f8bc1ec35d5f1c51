import { describe, expect, it } from 'vitest';
import { isFree, priceKind } from './price';
import type { Money } from './types';

const money = (amount: number | null, currency: string | null, raw: Partial<Money> = {}): Money => ({
  amount,
  currency,
  rawValue: amount,
  rawValueInCents: amount === null ? null : amount * 100,
  ...raw,
});

describe('isFree', () => {
  it('is an amount of 0, with or without a currency', () => {
    expect(isFree(money(0, 'USD'))).toBe(true);
    expect(isFree(money(0, 'JPY'))).toBe(true);
    expect(isFree(money(0, null))).toBe(true);
  });

  it('reads the amount, not the raw fields it was taken from', () => {
    expect(isFree(money(0, 'USD', { rawValue: 5, rawValueInCents: 0 }))).toBe(true);
    expect(isFree(money(5, 'USD', { rawValue: 0, rawValueInCents: 500 }))).toBe(false);
  });

  it('is not any other amount, however small', () => {
    expect(isFree(money(0.01, 'USD'))).toBe(false);
    expect(isFree(money(0.000001, 'XYZ'))).toBe(false);
  });

  it('is not a price that is missing or has no amount', () => {
    expect(isFree(null)).toBe(false);
    expect(isFree(money(null, 'USD'))).toBe(false);
  });
});

describe('priceKind', () => {
  it('is free or paid whenever there is an amount, with or without a currency', () => {
    expect(priceKind(money(0, 'EUR'))).toBe('free');
    expect(priceKind(money(0, null))).toBe('free');
    expect(priceKind(money(12.5, 'EUR'))).toBe('paid');
    expect(priceKind(money(5, null))).toBe('paid');
  });

  it('is neither for a missing price or amount', () => {
    expect(priceKind(null)).toBeNull();
    expect(priceKind(money(null, 'EUR'))).toBeNull();
  });
});
