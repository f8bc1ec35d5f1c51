import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { event, money } from './fixtures.test-support';
import { checkPrices, majorUnits, medianOf, priceProblems, summarisePrices } from './price-summary';
import { toRows } from './rows';

describe('summarisePrices', () => {
  it('summarises each currency apart: count, free, min, median, max, exact total', () => {
    const rows = toRows([
      event('1', { price: money(0.1) }),
      event('2', { price: money(0.2) }),
      event('3', { price: money(0) }),
      event('4', { price: money(3000, 'JPY') }),
      event('5', { price: null }),
      event('6', { price: money(1000, 'JPY') }),
    ]);
    const summary = summarisePrices(rows);
    expect(summary.unpriced).toBe(1);
    expect(summary.currencies).toEqual([
      { currency: 'USD', digits: 2, count: 3, free: 1, min: 0, median: 10, max: 20, total: 30 },
      { currency: 'JPY', digits: 0, count: 2, free: 0, min: 1000, median: 2000, max: 3000, total: 4000 },
    ]);
    // 0.1 + 0.2 in floating point is 0.30000000000000004; in cents it is exactly 30.
    expect(majorUnits(summary.currencies[0]?.total ?? 0, 2)).toBe(0.3);
  });

  it('counts as free only an amount of 0, not one that rounds to 0 minor units', () => {
    const rows = toRows([event('1', { price: money(0) }), event('2', { price: money(0.001) })]);
    expect(summarisePrices(rows).currencies[0]).toMatchObject({ count: 2, free: 1, min: 0 });
  });

  it('keeps totals exact over many small amounts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 200 }),
        (cents) => {
          const rows = toRows(cents.map((c, i) => event(String(i), { price: money(c / 100) })));
          const [usd] = summarisePrices(rows).currencies;
          expect(usd?.total).toBe(cents.reduce((sum, c) => sum + c, 0));
          expect(usd?.min).toBe(Math.min(...cents));
          expect(usd?.max).toBe(Math.max(...cents));
        },
      ),
    );
  });

  it('keeps an unknown currency apart and exact', () => {
    const [xyz] = summarisePrices(toRows([event('1', { price: money(1.234567, 'XYZ') })])).currencies;
    expect(xyz).toMatchObject({ currency: 'XYZ', digits: 6, total: 1_234_567 });
  });

  it('is empty for no items', () => {
    expect(summarisePrices([])).toEqual({ currencies: [], unpriced: 0 });
  });
});

describe('medianOf', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(medianOf([1, 5, 9])).toBe(5);
    expect(medianOf([1, 2, 3, 10])).toBe(2.5);
    expect(medianOf([7])).toBe(7);
  });
});

describe('price check', () => {
  it('accepts prices whose value and value in cents agree', () => {
    expect(priceProblems(money(12.5))).toEqual([]);
    expect(priceProblems(money(0))).toEqual([]);
    expect(priceProblems(null)).toEqual([]);
  });

  it('flags value and value_in_cents that disagree', () => {
    expect(priceProblems({ amount: 12.5, currency: 'USD', rawValue: 12.5, rawValueInCents: 1200 })).toEqual([
      'value-mismatch',
    ]);
  });

  it('accepts either reading of "cents" for a currency without two minor digits', () => {
    expect(priceProblems({ amount: 3000, currency: 'JPY', rawValue: 3000, rawValueInCents: 300000 })).toEqual(
      [],
    );
    expect(priceProblems({ amount: 3000, currency: 'JPY', rawValue: 3000, rawValueInCents: 3000 })).toEqual(
      [],
    );
    expect(priceProblems({ amount: 3000, currency: 'JPY', rawValue: 3000, rawValueInCents: 30 })).toEqual([
      'value-mismatch',
    ]);
  });

  it('flags a currency code that is not ISO 4217', () => {
    expect(priceProblems(money(5, 'XYZ'))).toEqual(['unknown-currency']);
    expect(priceProblems({ amount: 5, currency: 'ZZZ', rawValue: 5, rawValueInCents: 7 })).toEqual([
      'value-mismatch',
      'unknown-currency',
    ]);
  });

  it('does not flag a price that gave only one of the two values', () => {
    expect(priceProblems({ amount: 5, currency: 'USD', rawValue: 5, rawValueInCents: null })).toEqual([]);
  });

  it('lists the flagged rows only', () => {
    const rows = toRows([event('ok'), event('bad', { price: money(5, 'ABC') })]);
    expect(checkPrices(rows).map(({ row, problems }) => [row.item.id, problems])).toEqual([
      ['bad', ['unknown-currency']],
    ]);
  });
});
