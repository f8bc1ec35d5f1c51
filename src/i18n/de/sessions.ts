import { counter } from '../count';
import type { Messages } from '../en';

const count = counter('de');

export const sessions: Messages['sessions'] = {
  words: {
    title: 'Sessions',
    count: (n: number) => count(n, { one: '# Session', other: '# Sessions' }),
    untitled: 'Session ohne Titel',
  },
  untitled: 'Session ohne Titel',
  count: (n: number) => count(n, { one: '# Termin', other: '# Termine' }),
  each: (duration: string) => `je ${duration}`,
  inTotal: (duration: string) => `${duration} insgesamt`,
};
