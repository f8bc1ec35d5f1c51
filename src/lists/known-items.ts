import type { QueryClient } from '@tanstack/react-query';
import { isWholeListComplete, type WholeList } from '../api/whole-list';
import type { Account, ListItem, ListPage } from '../domain/types';
import type { ListDefinition } from './definition';
import { accountKey } from './rows';

export type KnownList<T> = {
  items: readonly T[];
  /** Every page read: there is nothing more to search. */
  complete: boolean;
};

function isWholeList(data: unknown): data is WholeList<ListItem> {
  return typeof data === 'object' && data !== null && 'pagesRead' in data;
}

function isPage(data: unknown): data is ListPage<ListItem> {
  return typeof data === 'object' && data !== null && 'pagination' in data;
}

/** What this tab has read of a list, from any page or whole read in the query cache, each item once. */
export function knownList<T extends ListItem>(
  client: QueryClient,
  queries: Pick<ListDefinition<T>['queries'], 'all' | 'whole'>,
): KnownList<T> {
  const found = client.getQueriesData<unknown>({ queryKey: queries.all() });
  const whole = client.getQueryData<WholeList<T>>(queries.whole().queryKey);
  if (whole && isWholeListComplete(whole)) return { items: whole.items, complete: true };
  const byId = new Map<string, T>();
  for (const [, data] of found) {
    if (!isWholeList(data) && !isPage(data)) continue;
    for (const item of data.items as T[]) if (!byId.has(item.id)) byId.set(item.id, item);
  }
  return { items: [...byId.values()], complete: false };
}

export type Organiser = { key: string; account: Account; name: string };

/** The organisers of these items, each once, in the order first met. */
export function organisersOf(lists: readonly (readonly ListItem[])[]): Organiser[] {
  const byKey = new Map<string, Organiser>();
  for (const items of lists) {
    for (const { account } of items) {
      const key = accountKey(account);
      if (key === null || account === null || account.name === null || byKey.has(key)) continue;
      byKey.set(key, { key, account, name: account.name });
    }
  }
  return [...byKey.values()];
}
