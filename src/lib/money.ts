import type { Money } from '../domain/types';
import { formatLocale } from './locale';

let knownCurrencies: Set<string> | undefined;

export function isKnownCurrency(code: string): boolean {
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

const digitsByCurrency = new Map<string, number | null>();

// Remembered per code: an Intl.NumberFormat per item would dominate a whole-list load.
export function minorDigits(currency: string): number | null {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits = isKnownCurrency(currency)
      ? (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2)
      : null;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

function finite(value: number | null): value is number {
  return value !== null && Number.isFinite(value);
}

// `value_in_cents` is authoritative for two-digit currencies (no float drift), `value` for the others.
export function moneyAmount(
  value: number | null,
  valueInCents: number | null,
  currency: string | null,
): number | null {
  const fromCents = finite(valueInCents) ? valueInCents / 100 : null;
  const fromValue = finite(value) ? value : null;
  const digits = currency === null ? null : minorDigits(currency);
  return digits === 2 ? (fromCents ?? fromValue) : (fromValue ?? fromCents);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatMoney(price: Pick<Money, 'amount' | 'currency'>, locale = formatLocale()): string {
  const { amount, currency } = price;
  if (amount === null) return '';
  if (currency !== null && isKnownCurrency(currency)) {
    return formatterFor(
      `${locale}|${currency}`,
      () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
    ).format(amount);
  }
  const number = formatterFor(
    `${locale}|number`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }),
  ).format(amount);
  return currency === null ? number : `${number} ${currency}`;
}
