import { formatInteger } from '../../lib/numbers';
import { counter } from '../count';
import type { Messages } from '../en';

const count = counter('de');
const pages = (n: number) => count(n, { one: '# Seite', other: '# Seiten' });

export const whole: Messages['whole'] = {
  title: (title: string) => `Alle ${title}`,
  backToPages: 'Zurück zu den Seiten',
  reading: 'Die Liste wird gelesen …',
  readPages: (read: number, total: number) => `${formatInteger(read)} von ${pages(total)} gelesen`,
  loadedSoFar: (loaded: number, expected: number | null, items: (n: number) => string) =>
    expected === null ? `Bisher ${items(loaded)}` : `Bisher ${formatInteger(loaded)} von ${items(expected)}`,
  pagesMissing: (n: number, list: string) =>
    `${n === 1 ? 'Seite' : 'Seiten'} ${list} ${n === 1 ? 'fehlt' : 'fehlen'}`,
  partial: (loaded: number, expected: number | null, items: (n: number) => string, missing: string | null) =>
    `${expected === null ? items(loaded) : `${formatInteger(loaded)} von ${items(expected)}`} geladen${missing ? ` – ${missing}` : ''}`,
  loadAgain: 'Erneut laden',
  stale: (list: string) =>
    `Die Seiten ${list} ließen sich nicht neu lesen; was sie zeigen, stammt vom Laden davor.`,
  capped: (reported: number, cap: number, items: string) =>
    `Der Server nennt ${pages(reported)}; Teamboard liest höchstens ${formatInteger(cap)}, daher werden ${items} gezeigt.`,
  endedEarly: (at: number, reported: number) =>
    `Die Liste endete mit Seite ${formatInteger(at - 1)}, vor den ${pages(reported)}, die der Server zuerst nannte.`,
  changed: (from: number, to: number) =>
    `Die Liste hat sich beim Lesen geändert: erst ${pages(from)}, am Ende ${pages(to)}.`,
  filters: 'Filter',
  filtersCount: (n: number) => `Filter (${formatInteger(n)})`,
  search: (title: string) => `${title} durchsuchen`,
  searchPlaceholder: 'Namen, Beschreibungen, Veranstalter durchsuchen',
  sortBy: 'Sortierung',
  apiOrder: 'Listenreihenfolge',
  ascending: (label: string) => `${label} ↑`,
  descending: (label: string) => `${label} ↓`,
  layout: 'Darstellung',
  grid: 'Raster',
  table: 'Tabelle',
  columns: 'Spalten',
  columnsLegend: 'Angezeigte Spalten',
  csv: 'CSV herunterladen',
  calendar: 'Zum Kalender hinzufügen',
  showing: (shown: string, of: string) => `${shown} von ${of} angezeigt`,
  noMatch: (title: string) => `Keine ${title} passen zu diesen Filtern`,
  clearFilters: 'Filter zurücksetzen',
  showResults: (n: number) => count(n, { one: '# Ergebnis anzeigen', other: '# Ergebnisse anzeigen' }),
  clearAll: 'Alle entfernen',
  listingsBy: (name: string) => `Angebote von ${name}`,
  chips: {
    label: 'Aktive Filter',
    search: (query: string) => `Suche: ${query}`,
    unknown: (group: string, value: string) => `${group}: ${value} (passt zu nichts)`,
    remove: (text: string) => `Filter ${text} entfernen`,
  },
  prices: {
    toggle: 'Preisübersicht',
    title: 'Preise',
    perCurrency: 'Preise je Währung',
    headers: ['Währung', 'Einträge', 'Kostenlos', 'Niedrigster', 'Median', 'Höchster', 'Summe'],
    none: 'Nichts Angezeigtes hat einen Preis.',
    range: (lowest: string, highest: string) => (lowest === highest ? lowest : `${lowest} bis ${highest}`),
    otherCurrencies: (n: number) =>
      `auch ${count(n, { one: 'in # weiteren Währung', other: 'in # weiteren Währungen' })}`,
    toCheck: (n: number) => count(n, { one: '# Preis zu prüfen', other: '# Preise zu prüfen' }),
    unpriced: (n: number) =>
      `${count(n, { one: '# Eintrag hat', other: '# Einträge haben' })} keinen brauchbaren Preis.`,
    check: 'Preisprüfung',
    allGood: 'Alle Preise sehen richtig aus.',
    needLook: (n: number) =>
      `${count(n, { one: '# Preis sollte', other: '# Preise sollten' })} geprüft werden:`,
    unknownCurrency: (code: string) => `unbekannte Währung „${code}“`,
    mismatch: (value: string, cents: string) =>
      `der Betrag ${value} und der Betrag in Cent ${cents} weichen ab`,
    more: (n: number) => `und ${formatInteger(n)} weitere.`,
  },
};
