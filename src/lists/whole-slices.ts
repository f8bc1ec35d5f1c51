import { isWholeListComplete, type WholeList } from '../api/whole-list';
import type { ListItem, ListPage, PageParams } from '../domain/types';

// Only from a complete list in the API's order: a page cut from a partial one shows the wrong items.
export function pageFromWhole<T extends ListItem>(
  whole: WholeList<T> | undefined,
  { page, perPage }: PageParams,
): ListPage<T> | undefined {
  if (!whole || !isWholeListComplete(whole) || whole.endedAt !== null) return undefined;
  if (whole.duplicates + whole.dropped + whole.oversized > 0) return undefined;
  const totalPages = Math.ceil(whole.items.length / perPage);
  if (page > Math.max(totalPages, 1)) return undefined;
  return {
    items: whole.items.slice((page - 1) * perPage, page * perPage),
    pagination: { currentPage: page, perPage, totalPages },
    dropped: 0,
    duplicates: 0,
    oversized: 0,
  };
}

// With one item per page, the page count is the item count.
export const countParams: PageParams = { page: 1, perPage: 1 };
