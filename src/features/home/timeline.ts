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

/** A band: its first events by day (as many as it shows), how many it holds, and all of them, unordered. */
export type Section = { id: SectionId; days: Day[]; count: number; events: readonly TeamEvent[] };

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

type Timed = { event: TeamEvent; at: number };

const selectUpTo = 256;

/**
 * The first `limit` events by moment (latest first when `order` is -1), as a stable sort would put them.
 * A band shows a few dozen of up to 50,000: each moment is read once and only the shown few are kept in
 * order, rather than sorting the whole band.
 */
function firstInOrder(events: readonly TeamEvent[], order: 1 | -1, limit: number): Timed[] {
  // Each kept event moves the ones after it: past a few hundred, sorting the whole band costs less.
  if (limit > selectUpTo || limit >= events.length) {
    return events
      .map((event) => ({ event, at: eventMoment(event) ?? 0 }))
      .sort((a, b) => (a.at - b.at) * order)
      .slice(0, limit);
  }
  const kept: Timed[] = [];
  for (const event of events) {
    const at = (eventMoment(event) ?? 0) * order;
    if (kept.length >= limit && at >= (kept.at(-1) as Timed).at) continue;
    // After every equal moment: equal ones keep the list's order.
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((kept[middle] as Timed).at <= at) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, { event, at });
    if (kept.length > limit) kept.pop();
  }
  return kept.map(({ event, at }) => ({ event, at: at * order }));
}

function byDay(timed: readonly Timed[]): Day[] {
  const days: Day[] = [];
  let last: Day | undefined;
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const { event, at } of timed) {
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

const latestFirst = (id: SectionId) => (id === 'past' || id === 'canceled' ? -1 : 1);

/** Every event of a band in the order it shows them (for Add to calendar). */
export function inOrder(section: Section): TeamEvent[] {
  if (section.id === 'unscheduled') return [...section.events];
  return firstInOrder(section.events, latestFirst(section.id), section.count).map(({ event }) => event);
}

/** `isYours`: starred, or by an organiser the person follows; those live or still to come lead the page. */
export function timeline(
  events: readonly TeamEvent[],
  filters: HomeFilters,
  now: number,
  isYours: (event: TeamEvent) => boolean = () => false,
  shownOf: (id: SectionId) => number = () => Number.POSITIVE_INFINITY,
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
          ? [{ start: 0, events: buckets[id].slice(0, shownOf(id)) }]
          : byDay(firstInOrder(buckets[id], latestFirst(id), shownOf(id))),
      count: buckets[id].length,
      events: buckets[id],
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
