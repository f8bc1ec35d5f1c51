import { preference } from '../lib/preference';
import { defaultPageSize, isPageSize } from './list-url';

export const pageSizePreference = preference('teamboard.perPage', (stored) => {
  const value = Number(stored);
  return stored !== null && isPageSize(value) ? value : defaultPageSize;
});
