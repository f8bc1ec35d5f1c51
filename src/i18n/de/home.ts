import { formatInteger } from '../../lib/numbers';
import type { Messages } from '../en';

export const home: Messages['home'] = {
  title: 'Was läuft',
  density: 'Dichte',
  densities: { cards: 'Karten', compact: 'Kompakt' },
  filters: 'Veranstaltungen filtern',
  searchLabel: 'Veranstaltungen durchsuchen',
  searchPlaceholder: 'Suchen',
  statusLegend: 'Status',
  when: 'Wann',
  anyTime: 'Jederzeit',
  whens: { today: 'Heute', week: 'Nächste 7 Tage', '30d': 'Nächste 30 Tage', custom: 'Eigener Zeitraum' },
  from: 'Von',
  to: 'Bis',
  priceLegend: 'Preis und Veranstalter',
  sections: {
    yours: 'Deins',
    live: 'Jetzt live',
    today: 'Heute',
    tomorrow: 'Morgen',
    week: 'Diese Woche',
    later: 'Später',
    unscheduled: 'Termin folgt',
    past: 'Beendet',
    canceled: 'Abgesagt',
  },
  tba: 'Offen',
  endsIn: (relative: string) => `endet ${relative}`,
  started: (relative: string) => `begann ${relative}`,
  addSection: 'Zum Kalender hinzufügen',
  showMore: (next: number, left: number) =>
    `${formatInteger(next)} weitere zeigen (noch ${formatInteger(left)})`,
  noMatch: 'Keine Veranstaltungen passen zu diesen Filtern',
  nothing: 'Noch nichts geplant',
  sessionsTitle: 'Kurse',
  sessionsBody:
    'Kurse haben kein festes Datum und stehen daher nicht in der Zeitleiste. Vergleiche sie nach Preis oder Veranstalter.',
  sessionsByPrice: 'Kurse nach Preis',
  allSessions: 'Alle Kurse',
};
