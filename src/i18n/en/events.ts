import { counter } from '../count';

const count = counter('en');

export const events = {
  words: {
    title: 'Events',
    count: (n: number) => count(n, { one: '# event', other: '# events' }),
    untitled: 'Untitled event',
  },
  untitled: 'Untitled event',
  status: {
    live: 'Live',
    upcoming: 'Upcoming',
    past: 'Ended',
    canceled: 'Cancelled',
    unscheduled: 'Date to be announced',
  },
  dateNotSet: 'Date to be announced',
  replay: 'Replay',
  replayAvailable: 'Replay available',
  replayOffered: 'Offered after the event',
};
