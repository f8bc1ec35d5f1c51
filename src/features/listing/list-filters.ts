import type { EventStatus } from '../../domain/types';

export type SortKey = 'date' | 'price' | 'name' | 'duration' | 'sessions';
export type SortDirection = 'asc' | 'desc';
export type Sort = { key: SortKey; direction: SortDirection };
export type PriceFilter = 'free' | 'paid';
export type LayoutMode = 'grid' | 'table';

/** Everything that narrows or orders a loaded list; all of it lives in the URL. */
export type ListFilters = {
  query: string;
  statuses: EventStatus[];
  accounts: string[];
  partnersOnly: boolean;
  price: PriceFilter | null;
  currencies: string[];
  replayOnly: boolean;
  sort: Sort | null;
};

export const noFilters: ListFilters = {
  query: '',
  statuses: [],
  accounts: [],
  partnersOnly: false,
  price: null,
  currencies: [],
  replayOnly: false,
  sort: null,
};

export const eventStatuses: readonly EventStatus[] = [
  'live',
  'upcoming',
  'completed',
  'canceled',
  'past',
  'unscheduled',
];
const sortKeys: readonly SortKey[] = ['date', 'price', 'name', 'duration', 'sessions'];

const keys = {
  query: 'q',
  status: 'status',
  account: 'account',
  partners: 'partners',
  price: 'price',
  currency: 'currency',
  replay: 'replay',
  sort: 'sort',
  layout: 'view',
  whole: 'all',
} as const;

const filterKeys = Object.values(keys).filter((key) => key !== keys.layout && key !== keys.whole);
/** The paged view's parameters, which mean nothing over the whole list. */
const pagedKeys = ['page', 'per_page', 'item'];

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function isOneOf<T extends string>(options: readonly T[], value: string): value is T {
  return (options as readonly string[]).includes(value);
}

/** `sort=price` ascending, `sort=-price` descending; anything else is no sort. */
export function parseSort(raw: string | null): Sort | null {
  if (raw === null) return null;
  const descending = raw.startsWith('-');
  const key = descending ? raw.slice(1) : raw;
  return isOneOf(sortKeys, key) ? { key, direction: descending ? 'desc' : 'asc' } : null;
}

export function sortParam(sort: Sort): string {
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

/** Reads the filters from the URL; values it does not know are left out, never thrown on. */
export function parseFilters(search: URLSearchParams): ListFilters {
  const price = search.get(keys.price);
  return {
    query: search.get(keys.query)?.trim() ?? '',
    statuses: unique(search.getAll(keys.status).filter((s) => isOneOf(eventStatuses, s))),
    accounts: unique(search.getAll(keys.account).filter((a) => a !== '')),
    partnersOnly: search.get(keys.partners) === '1',
    price: price === 'free' || price === 'paid' ? price : null,
    currencies: unique(search.getAll(keys.currency).filter((c) => c !== '')),
    replayOnly: search.get(keys.replay) === '1',
    sort: parseSort(search.get(keys.sort)),
  };
}

/** The URL search with `filters` in place of the current ones; other parameters are kept. */
export function filtersSearch(current: URLSearchParams, filters: ListFilters): URLSearchParams {
  const search = new URLSearchParams(current);
  for (const key of filterKeys) search.delete(key);
  if (filters.query.trim()) search.set(keys.query, filters.query.trim());
  for (const status of filters.statuses) search.append(keys.status, status);
  for (const account of filters.accounts) search.append(keys.account, account);
  if (filters.partnersOnly) search.set(keys.partners, '1');
  if (filters.price) search.set(keys.price, filters.price);
  for (const currency of filters.currencies) search.append(keys.currency, currency);
  if (filters.replayOnly) search.set(keys.replay, '1');
  if (filters.sort) search.set(keys.sort, sortParam(filters.sort));
  return search;
}

/** Whether anything narrows the list (sorting does not). */
export function isFiltered(filters: ListFilters): boolean {
  return (
    filters.query !== '' ||
    filters.statuses.length > 0 ||
    filters.accounts.length > 0 ||
    filters.partnersOnly ||
    filters.price !== null ||
    filters.currencies.length > 0 ||
    filters.replayOnly
  );
}

/** `all=1`: the whole list is loaded and shown, with filters and sort. */
export function isWholeList(search: URLSearchParams): boolean {
  return search.get(keys.whole) === '1';
}

/** The search that shows the whole list, narrowed to one account when given one. */
export function wholeListSearch(current: URLSearchParams, account?: string): URLSearchParams {
  const search = new URLSearchParams(current);
  for (const key of pagedKeys) search.delete(key);
  search.set(keys.whole, '1');
  if (account === undefined) return search;
  return filtersSearch(search, { ...parseFilters(search), accounts: [account] });
}

/** A link's href to the whole list narrowed to one account, from the current URL. */
export function accountListHref(current: URLSearchParams, account: string): string {
  return `?${wholeListSearch(current, account)}`;
}

/** Back to the pages: the whole list's filters and sort go, the layout stays. */
export function pagedSearch(current: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(current);
  for (const key of [...filterKeys, keys.whole, 'item']) search.delete(key);
  return search;
}

export function parseLayout(search: URLSearchParams): LayoutMode | null {
  const value = search.get(keys.layout);
  return value === 'grid' || value === 'table' ? value : null;
}

export function layoutSearch(current: URLSearchParams, layout: LayoutMode): URLSearchParams {
  const search = new URLSearchParams(current);
  search.set(keys.layout, layout);
  return search;
}

const layoutPreferenceKey = 'teamboard.layout';

/** The remembered grid/table choice: a preference, not a secret, so localStorage is fine. */
export function readLayoutPreference(storage: Storage | undefined): LayoutMode {
  try {
    return storage?.getItem(layoutPreferenceKey) === 'table' ? 'table' : 'grid';
  } catch {
    return 'grid';
  }
}

export function saveLayoutPreference(storage: Storage | undefined, layout: LayoutMode): void {
  try {
    storage?.setItem(layoutPreferenceKey, layout);
  } catch {
    // Private modes may refuse storage; the choice still holds for this visit through the URL.
  }
}
