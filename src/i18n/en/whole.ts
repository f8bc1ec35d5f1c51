import { formatInteger } from '../../lib/numbers';
import { counter } from '../count';

const count = counter('en');
const pages = (n: number) => count(n, { one: '# page', other: '# pages' });

export const whole = {
  title: (title: string) => `All ${title.toLowerCase()}`,
  backToPages: 'Back to pages',
  reading: 'Reading the list…',
  readPages: (read: number, total: number) => `Read ${formatInteger(read)} of ${pages(total)}`,
  loadedSoFar: (loaded: number, expected: number | null, items: (n: number) => string) =>
    expected === null ? `${items(loaded)} so far` : `${formatInteger(loaded)} of ${items(expected)} so far`,
  pagesMissing: (n: number, list: string) => `${n === 1 ? 'page' : 'pages'} ${list} missing`,
  partial: (loaded: number, expected: number | null, items: (n: number) => string, missing: string | null) =>
    `${expected === null ? items(loaded) : `${formatInteger(loaded)} of ${items(expected)}`} loaded${missing ? ` — ${missing}` : ''}`,
  loadAgain: 'Load again',
  stale: (list: string) => `Pages ${list} could not be read again; what they show is from the load before.`,
  capped: (reported: number, cap: number, items: string) =>
    `The server says it has ${pages(reported)}; Teamboard reads at most ${formatInteger(cap)}, so ${items} are shown.`,
  endedEarly: (at: number, reported: number) =>
    `The list ended at page ${formatInteger(at - 1)}, before the ${pages(reported)} the server first gave.`,
  changed: (from: number, to: number) =>
    `The list changed while it was read: it had ${pages(from)} at first and ${pages(to)} at the end.`,
  filters: 'Filters',
  filtersCount: (n: number) => `Filters (${formatInteger(n)})`,
  search: (title: string) => `Search ${title.toLowerCase()}`,
  searchPlaceholder: 'Search names, descriptions, organisers',
  sortBy: 'Sort',
  apiOrder: 'Listing order',
  ascending: (label: string) => `${label} ↑`,
  descending: (label: string) => `${label} ↓`,
  layout: 'Layout',
  grid: 'Grid',
  table: 'Table',
  columns: 'Columns',
  columnsLegend: 'Columns to show',
  csv: 'Download CSV',
  calendar: 'Add to calendar',
  showing: (shown: string, of: string) => `Showing ${shown} of ${of}`,
  noMatch: (title: string) => `No ${title.toLowerCase()} match these filters`,
  clearFilters: 'Clear filters',
  showResults: (n: number) => count(n, { one: 'Show # result', other: 'Show # results' }),
  clearAll: 'Clear all',
  listingsBy: (name: string) => `Listings by ${name}`,
  chips: {
    label: 'Active filters',
    search: (query: string) => `Search: ${query}`,
    unknown: (group: string, value: string) => `${group}: ${value} (matches nothing)`,
    remove: (text: string) => `Remove filter ${text}`,
  },
  prices: {
    toggle: 'Price summary',
    title: 'Prices',
    perCurrency: 'Prices per currency',
    headers: ['Currency', 'Items', 'Free', 'Lowest', 'Median', 'Highest', 'Total'],
    none: 'Nothing shown has a price.',
    range: (lowest: string, highest: string) => (lowest === highest ? lowest : `${lowest} to ${highest}`),
    otherCurrencies: (n: number) =>
      `also ${count(n, { one: '# other currency', other: '# other currencies' })}`,
    toCheck: (n: number) => count(n, { one: '# price to check', other: '# prices to check' }),
    unpriced: (n: number) => `${count(n, { one: '# item has', other: '# items have' })} no usable price.`,
    check: 'Price check',
    allGood: 'All prices look right.',
    needLook: (n: number) => `${count(n, { one: '# price needs', other: '# prices need' })} a look:`,
    unknownCurrency: (code: string) => `unknown currency “${code}”`,
    mismatch: (value: string, cents: string) => `the amount ${value} and the amount in cents ${cents} differ`,
    more: (n: number) => `and ${formatInteger(n)} more.`,
  },
};
