import { describe, expect, it } from 'vitest';
import { accountOptions, currencyOptions, filterCounts, filterRows } from './filter-rows';
import { type ListFilters, noFilters } from './list-filters';
import { toRows } from './list-rows';
import { account, event, fixedNow, hour, money, session } from './test-fixtures';

const ada = account('ada', { name: 'Ada Labs', partner: true });
const bob = account('bob', { name: 'Bob & Co' });

const events = [
  event('e1', { name: 'Morning Yoga', account: ada, price: money(0) }),
  event('e2', { name: 'Evening run', description: 'Bring YOGA mats', account: bob, price: money(12, 'EUR') }),
  event('e3', {
    name: 'Live now',
    liveAt: fixedNow - hour,
    account: ada,
    price: money(3000, 'JPY'),
    offerReplayPurchase: true,
  }),
  event('e4', { name: 'Canceled', canceledAt: fixedNow - hour, account: null, price: null }),
];
const rows = toRows(events);
const ids = (filters: Partial<ListFilters>) =>
  filterRows(rows, { ...noFilters, ...filters }, fixedNow).map((row) => row.item.id);

describe('filterRows', () => {
  it('keeps everything without filters, in order', () => {
    expect(ids({})).toEqual(['e1', 'e2', 'e3', 'e4']);
    expect(ids({ query: '  ' })).toEqual(['e1', 'e2', 'e3', 'e4']);
  });

  it('searches name, description and account name, ignoring case, every word', () => {
    expect(ids({ query: 'yoga' })).toEqual(['e1', 'e2']);
    expect(ids({ query: 'ADA' })).toEqual(['e1', 'e3']);
    expect(ids({ query: 'yoga ada' })).toEqual(['e1']);
    expect(ids({ query: 'nothing-like-this' })).toEqual([]);
  });

  it('filters by status at the given moment', () => {
    expect(ids({ statuses: ['live'] })).toEqual(['e3']);
    expect(ids({ statuses: ['upcoming', 'canceled'] })).toEqual(['e1', 'e2', 'e4']);
  });

  it('filters by one or several accounts, and partners only', () => {
    expect(ids({ accounts: ['bob'] })).toEqual(['e2']);
    expect(ids({ accounts: ['bob', 'ada'] })).toEqual(['e1', 'e2', 'e3']);
    expect(ids({ partnersOnly: true })).toEqual(['e1', 'e3']);
  });

  it('filters free or paid, currency and replay; an item without price is neither', () => {
    expect(ids({ price: 'free' })).toEqual(['e1']);
    expect(ids({ price: 'paid' })).toEqual(['e2', 'e3']);
    expect(ids({ currencies: ['JPY', 'EUR'] })).toEqual(['e2', 'e3']);
    expect(ids({ replayOnly: true })).toEqual(['e3']);
  });

  it('combines filters with AND', () => {
    expect(ids({ partnersOnly: true, price: 'paid' })).toEqual(['e3']);
  });

  it('never matches a status for sessions', () => {
    const sessionRows = toRows([session('s1')]);
    expect(filterRows(sessionRows, { ...noFilters, statuses: ['upcoming'] }, fixedNow)).toEqual([]);
  });
});

describe('filterCounts', () => {
  it('counts every value over the whole list when nothing is filtered', () => {
    const counts = filterCounts(rows, noFilters, fixedNow);
    expect(Object.fromEntries(counts.statuses)).toEqual({ upcoming: 2, live: 1, canceled: 1 });
    expect(Object.fromEntries(counts.accounts)).toEqual({ ada: 2, bob: 1 });
    expect(counts.partners).toBe(2);
    expect([counts.free, counts.paid]).toEqual([1, 2]);
    expect(Object.fromEntries(counts.currencies)).toEqual({ USD: 1, EUR: 1, JPY: 1 });
    expect(counts.replay).toBe(1);
  });

  it('counts a group under the other groups and the search, but not under itself', () => {
    const counts = filterCounts(rows, { ...noFilters, accounts: ['ada'], price: 'paid' }, fixedNow);
    // Accounts: under "paid" only, so Bob's paid event still counts.
    expect(Object.fromEntries(counts.accounts)).toEqual({ ada: 1, bob: 1 });
    // Price: under "Ada" only.
    expect([counts.free, counts.paid]).toEqual([1, 1]);
    // Currencies: under both.
    expect(Object.fromEntries(counts.currencies)).toEqual({ JPY: 1 });
    const searched = filterCounts(rows, { ...noFilters, query: 'yoga' }, fixedNow);
    expect(Object.fromEntries(searched.accounts)).toEqual({ ada: 1, bob: 1 });
  });

  it('agrees with filtering: choosing a value shows as many items as its count', () => {
    const base: ListFilters = { ...noFilters, partnersOnly: true };
    const counts = filterCounts(rows, base, fixedNow);
    for (const [currency, count] of counts.currencies) {
      expect(ids({ ...base, currencies: [currency] })).toHaveLength(count);
    }
  });
});

describe('filter options', () => {
  it('lists every account once, by name, and every currency', () => {
    expect(accountOptions(rows)).toEqual([
      { key: 'ada', name: 'Ada Labs', partner: true },
      { key: 'bob', name: 'Bob & Co', partner: false },
    ]);
    expect(currencyOptions(rows)).toEqual(['EUR', 'JPY', 'USD']);
  });
});
