import { describe, expect, it } from 'vitest';
import { formatMoney, isKnownCurrency, minorDigits, moneyAmount } from './money';

const money = (amount: number | null, currency: string | null) => ({
  amount,
  currency,
  rawValue: amount,
  rawValueInCents: amount === null ? null : amount * 100,
});

describe('moneyAmount', () => {
  it('trusts value_in_cents for two-digit currencies', () => {
    expect(moneyAmount(12.499999, 1250, 'USD')).toBe(12.5);
  });
  it('trusts value for zero- and three-digit currencies', () => {
    expect(moneyAmount(3000, 300_000, 'JPY')).toBe(3000);
    expect(moneyAmount(1.234, 123, 'KWD')).toBe(1.234);
  });
  it('falls back to the other field when one is missing or not finite', () => {
    expect(moneyAmount(null, 999, 'EUR')).toBe(9.99);
    expect(moneyAmount(7, Number.NaN, 'EUR')).toBe(7);
    expect(moneyAmount(null, 50_000, 'JPY')).toBe(500);
    expect(moneyAmount(null, null, 'USD')).toBeNull();
  });
  it('uses value for an unknown or missing currency', () => {
    expect(moneyAmount(4.2, 400, 'XYZ')).toBe(4.2);
    expect(moneyAmount(4.2, 400, null)).toBe(4.2);
  });
});

describe('currencies', () => {
  it('knows ISO 4217 codes and their minor digits', () => {
    expect(isKnownCurrency('EUR')).toBe(true);
    expect(isKnownCurrency('XYZ')).toBe(false);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('GBP')).toBe(2);
    expect(minorDigits('BHD')).toBe(3);
    expect(minorDigits('ZZZ')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('writes zero as an amount, leaving the word Free to the caller', () => {
    expect(formatMoney(money(0, 'USD'), 'en-US')).toBe('$0.00');
  });
  it('formats with the currency, zero-decimal currencies without decimals', () => {
    expect(formatMoney(money(12.5, 'USD'), 'en-US')).toBe('$12.50');
    expect(formatMoney(money(3000, 'JPY'), 'en-US')).toBe('¥3,000');
    expect(formatMoney(money(1234.5, 'EUR'), 'de-DE')).toBe('1.234,50\u00a0€');
  });
  it('shows the number and the raw code for an unknown currency, never throws', () => {
    expect(formatMoney(money(12.5, 'XYZ'), 'en-US')).toBe('12.5 XYZ');
    expect(formatMoney(money(12.5, 'not a code'), 'en-US')).toBe('12.5 not a code');
    expect(formatMoney(money(12.5, null), 'en-US')).toBe('12.5');
  });
  it('writes nothing without an amount', () => {
    expect(formatMoney(money(null, 'USD'), 'en-US')).toBe('');
  });
});
