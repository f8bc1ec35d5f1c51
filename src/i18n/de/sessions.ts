import { counter } from '../count';
import type { Messages } from '../en';

const count = counter('de');

export const sessions: Messages['sessions'] = {
  words: {
    title: 'Kurse',
    count: (n: number) => count(n, { one: '# Kurs', other: '# Kurse' }),
    untitled: 'Kurs ohne Titel',
  },
  untitled: 'Kurs ohne Titel',
  count: (n: number) => count(n, { one: '# Termin', other: '# Termine' }),
  each: (duration: string) => `je ${duration}`,
  inTotal: (duration: string) => `${duration} insgesamt`,
};
