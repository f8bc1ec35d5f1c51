import type { Account, ListItem, Money } from '../domain/types';
import type { CsvCell } from '../lib/csv';

export const isoCell = (at: number | null): CsvCell => (at === null ? null : new Date(at).toISOString());

const accountHeader = ['account_id', 'account_name', 'account_partner'] as const;
const priceHeader = ['price_amount', 'price_currency', 'price_value', 'price_value_in_cents'] as const;

function accountCells(account: Account | null): CsvCell[] {
  return [account?.id ?? null, account?.name ?? null, account === null ? null : account.partner];
}

function priceCells(price: Money | null): CsvCell[] {
  return [
    price?.amount ?? null,
    price?.currency ?? null,
    price?.rawValue ?? null,
    price?.rawValueInCents ?? null,
  ];
}

/** A list's CSV: id and name, the list's own columns, then price, organiser, slug and description. */
export function listCsv<T extends ListItem>(
  own: readonly string[],
  cells: (item: T, now: number) => CsvCell[],
) {
  return {
    header: ['id', 'name', ...own, ...priceHeader, ...accountHeader, 'slug', 'description'],
    row: (item: T, now: number): CsvCell[] => [
      item.id,
      item.name,
      ...cells(item, now),
      ...priceCells(item.price),
      ...accountCells(item.account),
      item.slug,
      item.description,
    ],
  };
}
