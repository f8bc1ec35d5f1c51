import type { Messages } from '../en';

export const app: Messages['app'] = {
  skipToContent: 'Zum Inhalt springen',
  brandHome: 'Teamboard, was läuft',
  nav: { label: 'Hauptnavigation', home: 'Was läuft' },
  theme: 'Farbschema',
  themes: { system: 'Systemeinstellung', light: 'Hell', dark: 'Dunkel' },
  settings: 'Einstellungen',
  language: 'Sprache',
  browserLanguage: (name: string) => `Browser (${name})`,
};
