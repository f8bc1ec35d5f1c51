import { isPageSize, maxPageSize } from './page-size';

export type ListParams = {
  page: number;
  perPage: number;
  /** The id of the item whose details dialog is open. */
  item: string | null;
};

export type ParsedListParams = ListParams & {
  /** What was wrong in the URL and what is shown instead; empty when the URL was fine. */
  corrections: string[];
};

const wholeNumber = /^\d+$/;

/** A whole number written plainly ("3", not "3.0", "1e2" or "-1"), or null. */
export function parseWhole(raw: string): number | null {
  const trimmed = raw.trim();
  if (!wholeNumber.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

/** Reads `page`, `per_page` and `item` from the URL; never throws, and says what it corrected. */
export function parseListParams(search: URLSearchParams, defaultPerPage: number): ParsedListParams {
  const corrections: string[] = [];

  let page = 1;
  const rawPage = search.get('page');
  if (rawPage !== null) {
    const value = parseWhole(rawPage);
    if (value !== null && value >= 1) page = value;
    else corrections.push(`“${rawPage}” is not a page number, so page 1 is shown.`);
  }

  let perPage = defaultPerPage;
  const rawPerPage = search.get('per_page');
  if (rawPerPage !== null) {
    const value = parseWhole(rawPerPage);
    if (value === null) {
      corrections.push(`“${rawPerPage}” is not a page size, so ${defaultPerPage} per page are shown.`);
    } else if (!isPageSize(value)) {
      perPage = Math.min(Math.max(value, 1), maxPageSize);
      corrections.push(`Page size must be 1 to ${maxPageSize}, so ${perPage} per page are shown.`);
    } else {
      perPage = value;
    }
  }

  const rawItem = search.get('item');
  const item = rawItem !== null && rawItem.trim() !== '' ? rawItem : null;

  return { page, perPage, item, corrections };
}

/** The URL search for a list view; other parameters (view, filters) are kept as they are. */
export function listSearch(current: URLSearchParams, next: Partial<ListParams>): string {
  const search = new URLSearchParams(current);
  if (next.page !== undefined) search.set('page', String(next.page));
  if (next.perPage !== undefined) search.set('per_page', String(next.perPage));
  if (next.item !== undefined) {
    if (next.item === null) search.delete('item');
    else search.set('item', next.item);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
