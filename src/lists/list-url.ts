import { currentStatusWord } from '../domain/event-status';

export const pageSizeOptions = [12, 24, 48, 96] as const;
export const defaultPageSize = 24;
export const maxPageSize = 100;

export type Layout = 'grid' | 'table';
export type SortDirection = 'asc' | 'desc';
export type Sort = { key: string; direction: SortDirection };

export type ListFilters = {
  query: string;
  values: Readonly<Record<string, readonly string[]>>;
  /** Only what changed since the person's last visit. */
  changed?: boolean;
};

export type ListUrl = {
  whole: boolean;
  page: number;
  perPage: number;
  filters: ListFilters;
  sort: Sort | null;
  layout: Layout | null;
};

export type UrlCorrection =
  | { kind: 'page'; raw: string }
  | { kind: 'per-page'; raw: string; used: number }
  | { kind: 'sort'; raw: string };

export type UrlSchema = { params: readonly string[]; sortKeys: readonly string[] };

export type ParsedListUrl = {
  url: ListUrl;
  corrections: UrlCorrection[];
  legacyItem: string | null;
  /** It holds a filter value under an old name: rewritten quietly, since it still means the same. */
  outdated: boolean;
};

// A parameter's old values and today's: links people kept keep working after a vocabulary changes.
const renamedValues: Readonly<Record<string, (value: string) => string>> = { status: currentStatusWord };

function currentValue(param: string, value: string): string {
  return Object.hasOwn(renamedValues, param)
    ? (renamedValues[param] as (value: string) => string)(value)
    : value;
}

export const noFilters: ListFilters = { query: '', values: {} };

export function parseWhole(raw: string): number | null {
  const trimmed = raw.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

export function isPageSize(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= maxPageSize;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

// `sort=price` ascending, `sort=-price` descending.
export function parseSort(raw: string, keys: readonly string[]): Sort | null {
  const descending = raw.startsWith('-');
  const key = descending ? raw.slice(1) : raw;
  return keys.includes(key) ? { key, direction: descending ? 'desc' : 'asc' } : null;
}

function readPage(search: URLSearchParams, corrections: UrlCorrection[]): number {
  const raw = search.get('page');
  if (raw === null) return 1;
  const value = parseWhole(raw);
  if (value !== null && value >= 1) return value;
  corrections.push({ kind: 'page', raw });
  return 1;
}

function readPerPage(search: URLSearchParams, fallback: number, corrections: UrlCorrection[]): number {
  const raw = search.get('per_page');
  if (raw === null) return fallback;
  const value = parseWhole(raw);
  if (value !== null && isPageSize(value)) return value;
  const used = value !== null && value > maxPageSize ? maxPageSize : fallback;
  corrections.push({ kind: 'per-page', raw, used });
  return used;
}

export function parseListUrl(
  search: URLSearchParams,
  schema: UrlSchema,
  defaultPerPage: number,
): ParsedListUrl {
  const corrections: UrlCorrection[] = [];
  const whole = search.get('all') === '1';
  const values: Record<string, string[]> = {};
  let outdated = false;
  for (const param of schema.params) {
    const given = unique(search.getAll(param));
    const current = unique(given.map((value) => currentValue(param, value)));
    if (given.some((value) => currentValue(param, value) !== value)) outdated = true;
    if (current.length > 0) values[param] = current;
  }
  const rawSort = search.get('sort');
  const sort = rawSort === null ? null : parseSort(rawSort, schema.sortKeys);
  if (rawSort !== null && sort === null && whole) corrections.push({ kind: 'sort', raw: rawSort });
  const layout = search.get('view');
  const item = search.get('item')?.trim();
  return {
    url: {
      whole,
      page: whole ? 1 : readPage(search, corrections),
      perPage: whole ? defaultPerPage : readPerPage(search, defaultPerPage, corrections),
      filters: {
        query: search.get('q')?.trim() ?? '',
        values,
        ...(whole && search.get('changed') === '1' ? { changed: true } : {}),
      },
      sort,
      layout: layout === 'grid' || layout === 'table' ? layout : null,
    },
    corrections,
    legacyItem: item ? item : null,
    // Only a whole list's address keeps its filters.
    outdated: whole && outdated,
  };
}

export function listSearch(schema: UrlSchema, url: ListUrl): string {
  const search = new URLSearchParams();
  if (url.whole) {
    search.set('all', '1');
    if (url.filters.query) search.set('q', url.filters.query);
    for (const param of schema.params)
      for (const value of url.filters.values[param] ?? []) search.append(param, value);
    if (url.sort) search.set('sort', `${url.sort.direction === 'desc' ? '-' : ''}${url.sort.key}`);
    if (url.layout) search.set('view', url.layout);
    if (url.filters.changed) search.set('changed', '1');
  } else {
    if (url.page !== 1) search.set('page', String(url.page));
    search.set('per_page', String(url.perPage));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function isFiltered(filters: ListFilters): boolean {
  return (
    filters.query !== '' ||
    filters.changed === true ||
    Object.values(filters.values).some((values) => values.length > 0)
  );
}

export function withFilterValues(
  filters: ListFilters,
  param: string,
  values: readonly string[],
): ListFilters {
  const next = { ...filters.values };
  if (values.length > 0) next[param] = values;
  else delete next[param];
  return { ...filters, values: next };
}

export function pageForNewSize(page: number, perPage: number, nextPerPage: number): number {
  return Math.floor(((page - 1) * perPage) / nextPerPage) + 1;
}
