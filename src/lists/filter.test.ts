import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/later';
import { eventWhole } from './events/event-whole';
import { accountFacet, currencyFacet, optionLabel } from './facets';
import { facetCounter, facetCounts, filterRows, searchTerms } from './filter';
import { account, event, fixedNow, hour, money, session } from './fixtures.test-support';
import { type ListFilters, noFilters } from './list-url';
import { toRows } from './rows';
import { sessionWhole } from './sessions/session-whole';

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
const facets = eventWhole.facets;

function filters(query: string, values: Record<string, string[]> = {}): ListFilters {
  return { query, values };
}
const ids = (query: string, values: Record<string, string[]> = {}) =>
  filterRows(rows, facets, filters(query, values), fixedNow).map((row) => row.item.id);
const countsOf = (counts: ReturnType<typeof facetCounts>, param: string) =>
  Object.fromEntries(counts.get(param) ?? new Map());

describe('searchTerms', () => {
  it('splits on any white space, lower-cased, without empty words', () => {
    expect(searchTerms('  Yoga\tCLASS \n ')).toEqual(['yoga', 'class']);
    expect(searchTerms('   ')).toEqual([]);
  });
});

describe('filterRows', () => {
  it('keeps everything without filters, in order', () => {
    expect(ids('')).toEqual(['e1', 'e2', 'e3', 'e4']);
    expect(ids('  ')).toEqual(['e1', 'e2', 'e3', 'e4']);
  });

  it('searches name, description and account name, ignoring case, every word', () => {
    expect(ids('yoga')).toEqual(['e1', 'e2']);
    expect(ids('ADA')).toEqual(['e1', 'e3']);
    expect(ids('yoga ada')).toEqual(['e1']);
    expect(ids('nothing-like-this')).toEqual([]);
  });

  it('filters by status at the given moment', () => {
    expect(ids('', { status: ['live'] })).toEqual(['e3']);
    expect(ids('', { status: ['upcoming', 'canceled'] })).toEqual(['e1', 'e2', 'e4']);
    // Two hours on, e1 and e2 (a day ahead) are still upcoming; an hour before e3 went live it was too.
    expect(filterRows(rows, facets, filters('', { status: ['upcoming'] }), fixedNow - 2 * hour)).toHaveLength(
      3,
    );
  });

  it('filters by one or several accounts, and partners only', () => {
    expect(ids('', { account: ['bob'] })).toEqual(['e2']);
    expect(ids('', { account: ['bob', 'ada'] })).toEqual(['e1', 'e2', 'e3']);
    expect(ids('', { partners: ['1'] })).toEqual(['e1', 'e3']);
  });

  it('filters free or paid, currency and replay; an item without price is neither', () => {
    expect(ids('', { price: ['free'] })).toEqual(['e1']);
    expect(ids('', { price: ['paid'] })).toEqual(['e2', 'e3']);
    expect(ids('', { currency: ['JPY', 'EUR'] })).toEqual(['e2', 'e3']);
    expect(ids('', { replay: ['1'] })).toEqual(['e3']);
  });

  it('calls a price without a currency free or paid by its amount, as its card does', () => {
    const uncurrenced = toRows([
      event('z', { price: money(0, null) }),
      event('p', { price: money(5, null) }),
    ]);
    const kinds = (values: string[]) =>
      filterRows(uncurrenced, facets, filters('', { price: values }), fixedNow).map((row) => row.item.id);
    expect(kinds(['free'])).toEqual(['z']);
    expect(kinds(['paid'])).toEqual(['p']);
  });

  it('combines groups with AND, and the search with them', () => {
    expect(ids('', { partners: ['1'], price: ['paid'] })).toEqual(['e3']);
    expect(ids('yoga', { price: ['paid'] })).toEqual(['e2']);
  });

  it('matches nothing for a value no item has, instead of ignoring it', () => {
    expect(ids('', { account: ['nobody'] })).toEqual([]);
    expect(ids('', { status: ['someday'] })).toEqual([]);
  });

  it('ignores parameters that are not among the groups it is given', () => {
    const sessionRows = toRows([session('s1')]);
    // Sessions have no status group: a status in the URL narrows nothing.
    expect(
      filterRows(sessionRows, sessionWhole.facets, filters('', { status: ['upcoming'] }), fixedNow).map(
        (row) => row.item.id,
      ),
    ).toEqual(['s1']);
  });
});

describe('facetCounts', () => {
  it('counts every value over the whole list when nothing is filtered', () => {
    const counts = facetCounts(rows, facets, noFilters, fixedNow);
    expect(countsOf(counts, 'status')).toEqual({ upcoming: 2, live: 1, canceled: 1 });
    expect(countsOf(counts, 'account')).toEqual({ ada: 2, bob: 1 });
    expect(countsOf(counts, 'partners')).toEqual({ 1: 2 });
    expect(countsOf(counts, 'price')).toEqual({ free: 1, paid: 2 });
    expect(countsOf(counts, 'currency')).toEqual({ USD: 1, EUR: 1, JPY: 1 });
    expect(countsOf(counts, 'replay')).toEqual({ 1: 1 });
  });

  it('counts a group under the other groups and the search, but not under itself', () => {
    const counts = facetCounts(rows, facets, filters('', { account: ['ada'], price: ['paid'] }), fixedNow);
    // Accounts: under "paid" only, so Bob's paid event still counts.
    expect(countsOf(counts, 'account')).toEqual({ ada: 1, bob: 1 });
    // Price: under "Ada" only.
    expect(countsOf(counts, 'price')).toEqual({ free: 1, paid: 1 });
    // Currencies: under both.
    expect(countsOf(counts, 'currency')).toEqual({ JPY: 1 });
    const searched = facetCounts(rows, facets, filters('yoga'), fixedNow);
    expect(countsOf(searched, 'account')).toEqual({ ada: 1, bob: 1 });
  });

  it('agrees with filtering: choosing a value shows as many items as its count', () => {
    const base = { partners: ['1'] };
    const counts = facetCounts(rows, facets, filters('', base), fixedNow);
    for (const [currency, count] of counts.get('currency') ?? []) {
      expect(ids('', { ...base, currency: [currency] })).toHaveLength(count);
    }
  });
});

describe('facetCounter', () => {
  it('counts slice by slice to the same totals as counting at once', () => {
    const chosen = filters('', { account: ['ada'] });
    const counter = facetCounter(facets, chosen, fixedNow);
    for (let from = 0; from < rows.length; from += 3)
      counter.add(rows, from, Math.min(rows.length, from + 3));
    expect(counter.counts).toEqual(facetCounts(rows, facets, chosen, fixedNow));
  });
});

describe('filter options', () => {
  const m = messages();

  it('lists every account once, by name, and every currency', () => {
    expect(accountFacet.options(rows, m)).toEqual([
      { value: 'ada', label: 'Ada Labs', partner: true },
      { value: 'bob', label: 'Bob & Co', partner: false },
    ]);
    expect(currencyFacet.options(rows, m).map((option) => option.value)).toEqual(['EUR', 'JPY', 'USD']);
  });

  it('names an account without a name, and finds the label of a value, or none', () => {
    const nameless = toRows([event('x', { account: account('anon', { name: null }) })]);
    const options = accountFacet.options(nameless, m);
    expect(options).toEqual([{ value: 'anon', label: 'Unknown organiser', partner: false }]);
    expect(optionLabel(options, 'anon')).toBe('Unknown organiser');
    expect(optionLabel(options, 'someone-else')).toBeNull();
  });
});
