import { eventMoment } from '../../domain/event-moment';
import { deriveEventStatus } from '../../domain/event-status';
import { priceKind } from '../../domain/price';
import type { TeamEvent } from '../../domain/types';
import { addDays, startOfDay } from '../../lib/dates';
import { searchTerms } from '../../lists/filter';
import { haystackOf, toRows } from '../../lists/rows';
import { type HomeFilters, whenRange } from './home-url';

export type SectionId =
  | 'yours'
  | 'live'
  | 'today'
  | 'tomorrow'
  | 'week'
  | 'later'
  | 'unscheduled'
  | 'past'
  | 'canceled';

export type Day = { start: number; events: TeamEvent[] };

export type Section = { id: SectionId; days: Day[]; count: number };

function matches(
  event: TeamEvent,
  filters: HomeFilters,
  terms: string[],
  range: [number, number] | null,
): boolean {
  if (filters.partners && !event.account?.partner) return false;
  if (filters.price !== null && priceKind(event.price) !== filters.price) return false;
  if (range !== null) {
    const at = eventMoment(event);
    if (at === null || at < range[0] || at >= range[1]) return false;
  }
  if (terms.length === 0) return true;
  const [row] = toRows([event]);
  return row !== undefined && terms.every((term) => haystackOf(row).includes(term));
}

// Each moment is read once and each day's bounds computed once: a whole list of 50,000 is sorted here.
function byDay(events: TeamEvent[], order: 1 | -1): Day[] {
  const sorted = events
    .map((event) => ({ event, at: eventMoment(event) ?? 0 }))
    .sort((a, b) => (a.at - b.at) * order);
  const days: Day[] = [];
  let last: Day | undefined;
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const { event, at } of sorted) {
    if (last && at >= last.start && at < lastEnd) {
      last.events.push(event);
      continue;
    }
    last = { start: startOfDay(at), events: [event] };
    lastEnd = addDays(last.start, 1);
    days.push(last);
  }
  return days;
}

/** `isYours`: starred, or by an organiser the person follows; those live or still to come lead the page. */
export function timeline(
  events: readonly TeamEvent[],
  filters: HomeFilters,
  now: number,
  isYours: (event: TeamEvent) => boolean = () => false,
): Section[] {
  const terms = searchTerms(filters.query);
  const range = whenRange(filters, now);
  const today = startOfDay(now);
  const [tomorrow, dayAfter, weekOn] = [1, 2, 7].map((days) => addDays(today, days)) as [
    number,
    number,
    number,
  ];
  const buckets: Record<SectionId, TeamEvent[]> = {
    yours: [],
    live: [],
    today: [],
    tomorrow: [],
    week: [],
    later: [],
    unscheduled: [],
    past: [],
    canceled: [],
  };
  for (const event of events) {
    const status = deriveEventStatus(event, now);
    if (filters.statuses.length > 0 && (status === 'unscheduled' || !filters.statuses.includes(status)))
      continue;
    if (!matches(event, filters, terms, range)) continue;
    if ((status === 'live' || status === 'upcoming') && isYours(event)) buckets.yours.push(event);
    if (status !== 'upcoming') {
      buckets[status].push(event);
      continue;
    }
    const at = eventMoment(event) ?? now;
    if (at < tomorrow) buckets.today.push(event);
    else if (at < dayAfter) buckets.tomorrow.push(event);
    else if (at < weekOn) buckets.week.push(event);
    else buckets.later.push(event);
  }
  const order: SectionId[] = [
    'yours',
    'live',
    'today',
    'tomorrow',
    'week',
    'later',
    'unscheduled',
    'past',
    'canceled',
  ];
  return order
    .filter((id) => buckets[id].length > 0)
    .map((id) => ({
      id,
      days:
        id === 'unscheduled'
          ? [{ start: 0, events: buckets[id] }]
          : byDay(buckets[id], id === 'past' || id === 'canceled' ? -1 : 1),
      count: buckets[id].length,
    }));
}

export function shownDays(days: readonly Day[], limit: number): Day[] {
  const shown: Day[] = [];
  let left = limit;
  for (const day of days) {
    if (left <= 0) break;
    const events = day.events.slice(0, left);
    shown.push({ start: day.start, events });
    left -= events.length;
  }
  return shown;
}
