import type { ListItem } from '../domain/types';
import type { Yours } from '../lib/yours';
import { accountKey } from './rows';

/** Starred, or listed by an organiser the person follows. */
export function isYours(yours: Yours, item: ListItem): boolean {
  if (yours.starred.has(item.id)) return true;
  const key = accountKey(item.account);
  return key !== null && yours.followed.has(key);
}
