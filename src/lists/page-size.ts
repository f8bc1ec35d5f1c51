import { preference } from '../lib/preference';
import { defaultPageSize, isPageSize } from './list-url';

/** The page size the person chose last, for lists opened without one in the URL. */
export const pageSizePreference = preference('teamboard.perPage', (stored) => {
  const value = Number(stored);
  return stored !== null && isPageSize(value) ? value : defaultPageSize;
});
