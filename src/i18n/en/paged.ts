import { formatInteger } from '../../lib/numbers';

export const paged = {
  loadAll: 'Load all',
  loadAllCount: (items: string) => `Load all ${items}`,
  loadAllCapped: (items: string) => `Load all (up to ${items})`,
  perPage: 'Per page',
  pagesOf: (title: string) => `${title} pages`,
  pageOf: (page: number, total: number) => `Page ${formatInteger(page)} of ${formatInteger(total)}`,
  page: (page: number) => `Page ${formatInteger(page)}`,
  previous: 'Previous page',
  next: 'Next page',
  previousShort: 'Previous',
  nextShort: 'Next',
  nothingOnPage: 'This page has nothing to show.',
};
