import { counter } from '../count';

const count = counter('en');

export const sessions = {
  words: {
    title: 'Sessions',
    count: (n: number) => count(n, { one: '# session', other: '# sessions' }),
    untitled: 'Untitled sessions',
  },
  untitled: 'Untitled sessions',
  count: (n: number) => count(n, { one: '# session', other: '# sessions' }),
  each: (duration: string) => `${duration} each`,
  inTotal: (duration: string) => `${duration} in total`,
};
