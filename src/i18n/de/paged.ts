import { formatInteger } from '../../lib/numbers';
import type { Messages } from '../en';

export const paged: Messages['paged'] = {
  loadAll: 'Alle laden',
  loadAllCount: (items: string) => `Alle ${items} laden`,
  loadAllCapped: (items: string) => `Alle laden (bis zu ${items})`,
  perPage: 'Pro Seite',
  pagesOf: (title: string) => `Seiten: ${title}`,
  pageOf: (page: number, total: number) => `Seite ${formatInteger(page)} von ${formatInteger(total)}`,
  page: (page: number) => `Seite ${formatInteger(page)}`,
  previous: 'Vorige Seite',
  next: 'Nächste Seite',
  previousShort: 'Zurück',
  nextShort: 'Weiter',
  nothingOnPage: 'Auf dieser Seite gibt es nichts zu zeigen.',
};
