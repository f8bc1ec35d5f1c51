import type { Account, Money } from '../domain/types';
import type { CsvCell } from '../lib/csv';

export const isoCell = (at: number | null): CsvCell => (at === null ? null : new Date(at).toISOString());

export const accountHeader = ['account_id', 'account_name', 'account_partner'] as const;
export const priceHeader = ['price_amount', 'price_currency', 'price_value', 'price_value_in_cents'] as const;

export function accountCells(account: Account | null): CsvCell[] {
  return [account?.id ?? null, account?.name ?? null, account === null ? null : account.partner];
}

export function priceCells(price: Money | null): CsvCell[] {
  return [
    price?.amount ?? null,
    price?.currency ?? null,
    price?.rawValue ?? null,
    price?.rawValueInCents ?? null,
  ];
}
