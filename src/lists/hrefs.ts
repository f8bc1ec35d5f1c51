import { itemPath } from '../config/paths';
import type { Account, ListItem } from '../domain/types';
import type { ListDefinition } from './definition';
import { defaultPageSize, type ListFilters, listSearch, noFilters } from './list-url';
import { accountKey } from './rows';

export function itemHref(def: Pick<ListDefinition<ListItem>, 'path'>, id: string): string {
  return itemPath(def.path, id);
}

export function accountHref<T extends ListItem>(
  def: ListDefinition<T>,
  account: Account | null,
): string | null {
  const key = accountKey(account);
  if (key === null) return null;
  return wholeHref(def, { ...noFilters, values: { account: [key] } });
}

/** The whole list, read in full, with these filters. */
export function wholeHref<T extends ListItem>(
  def: ListDefinition<T>,
  filters: ListFilters = noFilters,
): string {
  const search = listSearch(def.urlSchema, {
    whole: true,
    page: 1,
    perPage: defaultPageSize,
    filters,
    sort: null,
    layout: null,
  });
  return `${def.path}${search}`;
}
