import { formatInteger } from '../../lib/numbers';
import { counter } from '../count';

const count = counter('en');

export const lists = {
  loading: (title: string) => `Loading ${title.toLowerCase()}`,
  cancelled: 'Loading was cancelled. Refresh to load again.',
  free: 'Free',
  priceNotGiven: 'Price not given',
  partner: 'Partner',
  unknownAccount: 'Unknown organiser',
  listingsBy: 'Listings by',
  updated: (ago: string) => `Updated ${ago}`,
  updatedJustNow: 'Updated just now',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  empty: {
    title: (title: string) => `No ${title.toLowerCase()} yet`,
    body: 'Your team has not listed any yet. When it does, they will appear here.',
  },
  noTeam: {
    title: 'No community team',
    body: 'This account does not belong to a community team, so there is nothing to show.',
    checkAgain: 'Check again',
  },
  errors: {
    title: 'This could not be loaded',
    network: 'Teamboard could not reach the server. Check the connection and try again.',
    timeout: 'The server took too long to answer.',
    server: 'The server had a problem answering.',
    malformed: 'The server sent an answer Teamboard could not read.',
    'bad-request': 'The server did not accept the request.',
    unauthorized: 'Your session has ended. Sign in again to continue.',
    'not-found': 'The server could not find this page of the list.',
    forbidden: 'This account may not see this list.',
    'rate-limited': 'The server is busy and asked Teamboard to slow down.',
    other: 'Something went wrong loading this list.',
    kept: 'What is shown is from the last successful load.',
  } as Record<string, string> & { title: string; other: string; kept: string },
  rateLimited: {
    waiting: (seconds: number) =>
      `Too many requests for now. Retrying in ${count(seconds, { one: '# second', other: '# seconds' })}.`,
    retrying: 'Too many requests for now. Retrying…',
  },
  tryingAgain: 'Trying again…',
  slow: { body: 'This is taking longer than usual. You can ask again or stop waiting.' },
  data: {
    dropped: (n: number, items: string) =>
      `${items} could not be shown because the server sent ${n === 1 ? 'it' : 'them'} incomplete.`,
    duplicates: (n: number, items: string) =>
      `${items} came more than once and ${n === 1 ? 'is' : 'are'} shown once.`,
    oversized: (n: number, items: string) =>
      `${items} came beyond the page size Teamboard asked for and ${n === 1 ? 'is' : 'are'} not shown.`,
  },
  notices: {
    page: (raw: string) => `“${raw}” is not a page number, so page 1 is shown.`,
    perPage: (raw: string, used: number) =>
      `“${raw}” is not a page size from 1 to 100, so ${count(used, { one: '# item', other: '# items' })} per page are shown.`,
    sort: (raw: string) => `“${raw}” is not a way to sort this list, so it is in listing order.`,
    pastLast: (page: number, last: number) =>
      `There is no page ${formatInteger(page)}: the list has ${count(last, { one: '# page', other: '# pages' })}, so the last one is shown.`,
  },
  facets: {
    status: 'Status',
    account: 'Organiser',
    partners: 'Partners',
    partnersOnly: 'Partners only',
    price: 'Price',
    paid: 'Paid',
    currency: 'Currency',
    replay: 'Replay',
  },
  sorts: {
    date: 'Date',
    name: 'Name',
    price: 'Price',
    duration: 'Duration',
    sessions: 'Sessions',
    total: 'Total time',
  },
  columns: {
    name: 'Name',
    status: 'Status',
    date: 'Date',
    account: 'Organiser',
    duration: 'Duration',
    price: 'Price',
    sessions: 'Sessions',
    total: 'Total time',
  },
};
