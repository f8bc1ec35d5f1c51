import { counter } from '../count';
import type { Messages } from '../en';

const count = counter('de');

export const events: Messages['events'] = {
  words: {
    title: 'Veranstaltungen',
    count: (n: number) => count(n, { one: '# Veranstaltung', other: '# Veranstaltungen' }),
    untitled: 'Veranstaltung ohne Titel',
  },
  untitled: 'Veranstaltung ohne Titel',
  status: {
    live: 'Live',
    upcoming: 'Demnächst',
    past: 'Beendet',
    canceled: 'Abgesagt',
    unscheduled: 'Termin folgt',
  },
  dateNotSet: 'Termin folgt',
  replay: 'Aufzeichnung',
  replayAvailable: 'Aufzeichnung erhältlich',
  replayOffered: 'Nach der Veranstaltung erhältlich',
};
