import { formatInteger } from '../../lib/numbers';
import { counter } from '../count';
import type { Messages } from '../en';

const count = counter('de');

export const lists: Messages['lists'] = {
  loading: (title: string) => `${title} werden geladen`,
  cancelled: 'Das Laden wurde abgebrochen. Mit „Aktualisieren“ wird neu geladen.',
  free: 'Kostenlos',
  priceNotGiven: 'Kein Preis angegeben',
  partner: 'Partner',
  unknownAccount: 'Unbekannter Veranstalter',
  listingsBy: 'Angebote von',
  updated: (ago: string) => `Aktualisiert ${ago}`,
  updatedJustNow: 'Gerade aktualisiert',
  refresh: 'Aktualisieren',
  refreshing: 'Wird aktualisiert …',
  empty: {
    title: (title: string) => `Noch keine ${title}`,
    body: 'Dein Team hat noch nichts eingetragen. Sobald es das tut, erscheint es hier.',
  },
  noTeam: {
    title: 'Kein Community-Team',
    body: 'Dieses Konto gehört zu keinem Community-Team, daher gibt es nichts zu zeigen.',
    checkAgain: 'Erneut prüfen',
  },
  errors: {
    title: 'Das ließ sich nicht laden',
    network: 'Teamboard hat den Server nicht erreicht. Prüfe die Verbindung und versuche es noch einmal.',
    timeout: 'Der Server hat zu lange für die Antwort gebraucht.',
    server: 'Der Server hatte ein Problem beim Antworten.',
    malformed: 'Der Server hat eine Antwort geschickt, die Teamboard nicht lesen kann.',
    'bad-request': 'Der Server hat die Anfrage nicht angenommen.',
    unauthorized: 'Deine Sitzung ist abgelaufen. Melde dich erneut an, um weiterzumachen.',
    'not-found': 'Der Server hat diese Seite der Liste nicht gefunden.',
    forbidden: 'Dieses Konto darf diese Liste nicht sehen.',
    'rate-limited': 'Der Server ist ausgelastet und hat Teamboard gebeten, langsamer zu machen.',
    other: 'Beim Laden dieser Liste ist etwas schiefgegangen.',
    kept: 'Was zu sehen ist, stammt vom letzten erfolgreichen Laden.',
  },
  rateLimited: {
    waiting: (seconds: number) =>
      `Gerade zu viele Anfragen. Neuer Versuch in ${count(seconds, { one: '# Sekunde', other: '# Sekunden' })}.`,
    retrying: 'Gerade zu viele Anfragen. Neuer Versuch …',
  },
  tryingAgain: 'Neuer Versuch …',
  slow: { body: 'Das dauert länger als sonst. Du kannst neu anfragen oder aufhören zu warten.' },
  data: {
    dropped: (n: number, items: string) =>
      `${items} ${n === 1 ? 'kann' : 'können'} nicht angezeigt werden, weil der Server sie unvollständig geschickt hat.`,
    duplicates: (n: number, items: string) =>
      `${items} ${n === 1 ? 'kam' : 'kamen'} mehrfach und ${n === 1 ? 'wird' : 'werden'} einmal angezeigt.`,
    oversized: (n: number, items: string) =>
      `${items} ${n === 1 ? 'kam' : 'kamen'} über die angefragte Seitengröße hinaus und ${n === 1 ? 'wird' : 'werden'} nicht angezeigt.`,
  },
  notices: {
    page: (raw: string) => `„${raw}“ ist keine Seitenzahl, daher wird Seite 1 gezeigt.`,
    perPage: (raw: string, used: number) =>
      `„${raw}“ ist keine Seitengröße von 1 bis 100, daher werden ${count(used, { one: '# Eintrag', other: '# Einträge' })} pro Seite gezeigt.`,
    sort: (raw: string) =>
      `Nach „${raw}“ lässt sich diese Liste nicht sortieren; sie steht in Listenreihenfolge.`,
    pastLast: (page: number, last: number) =>
      `Es gibt keine Seite ${formatInteger(page)}: Die Liste hat ${count(last, { one: '# Seite', other: '# Seiten' })}, daher wird die letzte gezeigt.`,
  },
  facets: {
    status: 'Status',
    account: 'Veranstalter',
    partners: 'Partner',
    partnersOnly: 'Nur Partner',
    price: 'Preis',
    paid: 'Kostenpflichtig',
    currency: 'Währung',
    replay: 'Aufzeichnung',
  },
  sorts: {
    date: 'Datum',
    name: 'Name',
    price: 'Preis',
    duration: 'Dauer',
    sessions: 'Termine',
    total: 'Gesamtdauer',
  },
  columns: {
    name: 'Name',
    status: 'Status',
    date: 'Datum',
    account: 'Veranstalter',
    duration: 'Dauer',
    price: 'Preis',
    sessions: 'Termine',
    total: 'Gesamtdauer',
  },
};
