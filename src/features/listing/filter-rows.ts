import { deriveEventStatus } from '../../domain/event-status';
import type { EventStatus } from '../../domain/types';
import { isFiltered, type ListFilters } from './list-filters';
import { haystackOf, type ListEntry, type ListRow } from './list-rows';

/** The filter groups that get counts; search narrows every count but has none of its own. */
export type FilterGroup = 'status' | 'account' | 'partners' | 'price' | 'currency' | 'replay';

const bits: Record<FilterGroup, number> = {
  status: 1,
  account: 2,
  partners: 4,
  price: 8,
  currency: 16,
  replay: 32,
};
const searchBit = 64;

export function statusOf(row: ListRow, now: number): EventStatus | null {
  return row.item.kind === 'event' ? deriveEventStatus(row.item, now) : null;
}

/** Every search word must appear in the name, description or account name. */
export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** A bit for each filter the row fails; 0 when it is in the filtered list. */
function failures(row: ListRow, filters: ListFilters, terms: string[], now: number): number {
  let failed = 0;
  for (const term of terms) {
    if (!haystackOf(row).includes(term)) {
      failed |= searchBit;
      break;
    }
  }
  if (filters.statuses.length > 0) {
    const status = statusOf(row, now);
    if (status === null || !filters.statuses.includes(status)) failed |= bits.status;
  }
  if (filters.accounts.length > 0 && (row.accountKey === null || !filters.accounts.includes(row.accountKey)))
    failed |= bits.account;
  if (filters.partnersOnly && !row.item.account?.partner) failed |= bits.partners;
  if (filters.price !== null) {
    const free = row.price !== null && row.price.minor === 0;
    const paid = row.price !== null && row.price.minor > 0;
    if (filters.price === 'free' ? !free : !paid) failed |= bits.price;
  }
  if (
    filters.currencies.length > 0 &&
    (row.price === null || !filters.currencies.includes(row.price.currency))
  )
    failed |= bits.currency;
  if (filters.replayOnly && row.replay !== true) failed |= bits.replay;
  return failed;
}

export function filterRows<T extends ListEntry>(
  rows: readonly ListRow<T>[],
  filters: ListFilters,
  now: number,
): ListRow<T>[] {
  // Unfiltered, as when the list first arrives: no pass over every row.
  if (!isFiltered(filters)) return [...rows];
  const terms = searchTerms(filters.query);
  return rows.filter((row) => failures(row, filters, terms, now) === 0);
}

export type FilterCounts = {
  statuses: Map<EventStatus, number>;
  accounts: Map<string, number>;
  partners: number;
  free: number;
  paid: number;
  currencies: Map<string, number>;
  replay: number;
};

function bump<K>(map: Map<K, number>, key: K) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/**
 * How many items each filter value would show, given the search and every *other* filter group: the
 * usual faceted count, so ticking a value in one group never zeroes the other values of that group.
 */
export function filterCounts(rows: readonly ListRow[], filters: ListFilters, now: number): FilterCounts {
  const terms = searchTerms(filters.query);
  const counts: FilterCounts = {
    statuses: new Map(),
    accounts: new Map(),
    partners: 0,
    free: 0,
    paid: 0,
    currencies: new Map(),
    replay: 0,
  };
  const countsFor = (failed: number, group: FilterGroup) => failed === 0 || failed === bits[group];
  for (const row of rows) {
    const failed = failures(row, filters, terms, now);
    if (failed !== 0 && (failed & (failed - 1)) !== 0) continue;
    if (countsFor(failed, 'status')) {
      const status = statusOf(row, now);
      if (status !== null) bump(counts.statuses, status);
    }
    if (countsFor(failed, 'account') && row.accountKey !== null) bump(counts.accounts, row.accountKey);
    if (countsFor(failed, 'partners') && row.item.account?.partner) counts.partners++;
    if (countsFor(failed, 'price') && row.price !== null) {
      if (row.price.minor === 0) counts.free++;
      else if (row.price.minor > 0) counts.paid++;
    }
    if (countsFor(failed, 'currency') && row.price !== null) bump(counts.currencies, row.price.currency);
    if (countsFor(failed, 'replay') && row.replay === true) counts.replay++;
  }
  return counts;
}

export type AccountOption = { key: string; name: string; partner: boolean };

/** Every account in the loaded list, by name, so the options do not move as filters change. */
export function accountOptions(rows: readonly ListRow[]): AccountOption[] {
  const byKey = new Map<string, AccountOption>();
  for (const row of rows) {
    const account = row.item.account;
    if (row.accountKey === null || account === null || byKey.has(row.accountKey)) continue;
    byKey.set(row.accountKey, {
      key: row.accountKey,
      name: account.name ?? 'Unknown account',
      partner: account.partner,
    });
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function currencyOptions(rows: readonly ListRow[]): string[] {
  const codes = new Set<string>();
  for (const row of rows) if (row.price !== null) codes.add(row.price.currency);
  return [...codes].sort();
}
