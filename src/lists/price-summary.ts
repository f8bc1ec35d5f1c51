import { isFree } from '../domain/price';
import type { Money } from '../domain/types';
import { isKnownCurrency, minorDigits } from '../lib/money';
import type { Row } from './rows';

// Amounts in minor units (integers), so totals are exact.
export type CurrencySummary = {
  currency: string;
  digits: number;
  count: number;
  free: number;
  min: number;
  median: number;
  max: number;
  total: number;
};

export type PriceSummary = {
  currencies: CurrencySummary[];
  unpriced: number;
};

export function medianOf(sorted: ArrayLike<number>): number {
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

export function summarisePrices(rows: readonly Row[]): PriceSummary {
  const amounts = new Map<string, { digits: number; minor: number[]; free: number }>();
  let unpriced = 0;
  for (const row of rows) {
    if (row.price === null) {
      unpriced++;
      continue;
    }
    let entry = amounts.get(row.price.currency);
    if (!entry) {
      entry = { digits: row.price.digits, minor: [], free: 0 };
      amounts.set(row.price.currency, entry);
    }
    entry.minor.push(row.price.minor);
    if (isFree(row.item.price)) entry.free++;
  }
  const currencies = [...amounts]
    .map(([currency, { digits, minor, free }]): CurrencySummary => {
      // A typed array sorts numerically without a compare function.
      const sorted = Float64Array.from(minor).sort();
      let total = 0;
      for (const value of sorted) total += value;
      return {
        currency,
        digits,
        count: sorted.length,
        free,
        min: sorted[0] ?? 0,
        median: medianOf(sorted),
        max: sorted.at(-1) ?? 0,
        total,
      };
    })
    .sort((a, b) => b.count - a.count || (a.currency < b.currency ? -1 : 1));
  return { currencies, unpriced };
}

export function majorUnits(minor: number, digits: number): number {
  return minor / 10 ** digits;
}

export type PriceProblem = 'value-mismatch' | 'unknown-currency';

// For a currency without two minor digits the API's "cents" may mean either unit; either reading agrees.
export function priceProblems(price: Money | null): PriceProblem[] {
  if (price === null) return [];
  const problems: PriceProblem[] = [];
  const { rawValue, rawValueInCents, currency } = price;
  if (rawValue !== null && rawValueInCents !== null) {
    const digits = currency === null ? null : minorDigits(currency);
    const readings = [2, ...(digits !== null && digits !== 2 ? [digits] : [])];
    const agrees = readings.some((d) => Math.abs(rawValue * 10 ** d - rawValueInCents) < 0.5);
    if (!agrees) problems.push('value-mismatch');
  }
  if (currency !== null && !isKnownCurrency(currency)) problems.push('unknown-currency');
  return problems;
}

export type FlaggedPrice<R extends Row> = { row: R; problems: PriceProblem[] };

export function checkPrices<R extends Row>(rows: readonly R[]): FlaggedPrice<R>[] {
  const flagged: FlaggedPrice<R>[] = [];
  for (const row of rows) {
    const problems = priceProblems(row.item.price);
    if (problems.length > 0) flagged.push({ row, problems });
  }
  return flagged;
}
