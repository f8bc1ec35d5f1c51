import { counter } from '../count';
import type { Messages } from '../en';

const count = counter('de');

export const seen: Messages['seen'] = {
  label: 'Seit deinem letzten Besuch',
  new: (n) => count(n, { other: '# neu' }),
  changed: (n) => count(n, { other: '# geändert' }),
  canceled: (n) => count(n, { other: '# abgesagt' }),
  since: (when) => `seit ${when}`,
  nothing: 'Nichts geändert',
  onlyChanged: 'Nur Geändertes',
  markAllSeen: 'Alle als gesehen markieren',
  gone: (n) => count(n, { other: '# abgesagt oder entfernt' }),
  mark: { new: 'Neu', changed: 'Geändert' },
  fields: { time: 'Zeit', price: 'Preis', status: 'Status' },
  fieldChanged: { time: 'Zeit geändert', price: 'Preis geändert', status: 'Status geändert' },
};
