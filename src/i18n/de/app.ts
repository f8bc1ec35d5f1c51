import { counter } from '../count';
import type { Messages } from '../en';

const count = counter('de');

export const app: Messages['app'] = {
  skipToContent: 'Zum Inhalt springen',
  search: 'Suchen',
  brandHome: 'Teamboard, was läuft',
  nav: { label: 'Hauptnavigation', home: 'Was läuft' },
  theme: 'Farbschema',
  themes: { system: 'Systemeinstellung', light: 'Hell', dark: 'Dunkel' },
  settings: 'Einstellungen',
  language: 'Sprache',
  browserLanguage: (name: string) => `Browser (${name})`,
  keepFor: 'Gesehenes behalten für',
  keepDays: (days: number) => count(days, { one: '# Tag', other: '# Tage' }),
  connection: {
    offline: 'Du bist offline. Teamboard lädt weiter, sobald die Verbindung wieder da ist.',
    keptToday: (time: string) => `Offline – du siehst den Stand von ${time} Uhr`,
    keptEarlier: (dateTime: string) => `Offline – du siehst den Stand vom ${dateTime}`,
    unreachable:
      'Teamboard erreicht den Server nicht. Prüfe die Verbindung und versuche es dann noch einmal.',
  },
};
