import { counter } from '../count';

const count = counter('en');

// "What changed since you last looked", on What's on and the whole lists.
export const seen = {
  label: 'Since your last visit',
  new: (n: number) => count(n, { other: '# new' }),
  changed: (n: number) => count(n, { other: '# changed' }),
  canceled: (n: number) => count(n, { other: '# cancelled' }),
  since: (when: string) => `since ${when}`,
  nothing: 'Nothing changed',
  onlyChanged: 'Only what changed',
  markAllSeen: 'Mark all seen',
  gone: (n: number) => count(n, { other: '# cancelled or removed' }),
  mark: { new: 'New', changed: 'Changed' },
  fields: { time: 'time', price: 'price', status: 'status' },
  fieldChanged: { time: 'Time changed', price: 'Price changed', status: 'Status changed' },
};
