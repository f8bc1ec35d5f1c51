import type { QueryClient } from '@tanstack/react-query';
import type { WholeList } from '../../api/whole-list';
import type { ListItem, ListPage } from '../../domain/types';
import type { ListDefinition } from '../../lists/definition';

export function findInCache<T extends ListItem>(
  client: QueryClient,
  def: ListDefinition<T>,
  id: string,
): T | undefined {
  const whole = client.getQueryData<WholeList<T>>(def.queries.whole().queryKey);
  const inWhole = whole?.items.find((item) => item.id === id);
  if (inWhole) return inWhole;
  for (const [, page] of client.getQueriesData<ListPage<T>>({ queryKey: def.queries.lists() })) {
    const found = page?.items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}
