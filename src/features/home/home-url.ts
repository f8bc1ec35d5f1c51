import { currentStatusWord } from '../../domain/event-status';
import { addDays, isoDate, parseIsoDate, startOfDay } from '../../lib/dates';

// `when=week` is the next 7 days; a custom `from`-`to` range includes both ends.

export type When = 'today' | 'week' | '30d' | 'custom';
export type HomeStatus = 'live' | 'upcoming' | 'past' | 'canceled';
export const homeStatuses: readonly HomeStatus[] = ['live', 'upcoming', 'past', 'canceled'];
export const whens: readonly When[] = ['today', 'week', '30d', 'custom'];

export type HomeFilters = {
  query: string;
  statuses: HomeStatus[];
  when: When | null;
  from: string | null;
  to: string | null;
  price: 'free' | 'paid' | null;
  partners: boolean;
  /** Only what changed since the person's last visit. */
  changed: boolean;
};

export const noHomeFilters: HomeFilters = {
  query: '',
  statuses: [],
  when: null,
  from: null,
  to: null,
  price: null,
  partners: false,
  changed: false,
};

function isOneOf<T extends string>(options: readonly T[], value: string | null): value is T {
  return value !== null && (options as readonly string[]).includes(value);
}

/** The address with today's status words, for an old link that holds a former one; else null. */
export function correctedHomeSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.getAll('status').some((status) => currentStatusWord(status) !== status)) return null;
  return homeSearch(parseHomeUrl(params));
}

export function parseHomeUrl(search: URLSearchParams): HomeFilters {
  const when = search.get('when');
  const price = search.get('price');
  const date = (name: string) => {
    const raw = search.get(name);
    return raw !== null && parseIsoDate(raw) !== null ? raw : null;
  };
  return {
    query: search.get('q')?.trim() ?? '',
    statuses: [
      ...new Set(
        search
          .getAll('status')
          .map(currentStatusWord)
          .filter((s) => isOneOf(homeStatuses, s)),
      ),
    ],
    when: isOneOf(whens, when) ? when : null,
    from: date('from'),
    to: date('to'),
    price: price === 'free' || price === 'paid' ? price : null,
    partners: search.get('partners') === '1',
    changed: search.get('changed') === '1',
  };
}

export function homeSearch(filters: HomeFilters): string {
  const search = new URLSearchParams();
  if (filters.query) search.set('q', filters.query);
  for (const status of filters.statuses) search.append('status', status);
  if (filters.when) search.set('when', filters.when);
  if (filters.when === 'custom') {
    if (filters.from) search.set('from', filters.from);
    if (filters.to) search.set('to', filters.to);
  }
  if (filters.price) search.set('price', filters.price);
  if (filters.partners) search.set('partners', '1');
  if (filters.changed) search.set('changed', '1');
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function hasHomeFilters(filters: HomeFilters): boolean {
  return homeSearch(filters) !== '';
}

export function whenRange(filters: HomeFilters, now: number): [number, number] | null {
  const today = startOfDay(now);
  switch (filters.when) {
    case 'today':
      return [today, addDays(today, 1)];
    case 'week':
      return [today, addDays(today, 7)];
    case '30d':
      return [today, addDays(today, 30)];
    case 'custom': {
      const from = filters.from === null ? null : parseIsoDate(filters.from);
      const to = filters.to === null ? null : parseIsoDate(filters.to);
      return [from ?? Number.NEGATIVE_INFINITY, to === null ? Number.POSITIVE_INFINITY : addDays(to, 1)];
    }
    default:
      return null;
  }
}

export function todayIso(now: number): string {
  return isoDate(now);
}
