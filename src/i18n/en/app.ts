import { counter } from '../count';

const count = counter('en');

export const app = {
  skipToContent: 'Skip to content',
  /** The header's button that opens the search and command palette. */
  search: 'Search',
  brandHome: 'Teamboard, what’s on',
  nav: { label: 'Main', home: 'What’s on' },
  theme: 'Colour theme',
  themes: { system: 'System theme', light: 'Light', dark: 'Dark' },
  settings: 'Settings',
  language: 'Language',
  browserLanguage: (name: string) => `Browser (${name})`,
  keepFor: 'Keep what I saw for',
  keepDays: (days: number) => count(days, { one: '# day', other: '# days' }),
  connection: {
    offline: 'You are offline. Teamboard will carry on loading when the connection is back.',
    keptToday: (time: string) => `Offline — showing what you saw at ${time}`,
    keptEarlier: (dateTime: string) => `Offline — showing what you saw on ${dateTime}`,
    unreachable: 'Teamboard cannot reach the server. Check the connection, then try again.',
  },
};
