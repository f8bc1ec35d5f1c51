import { describe, expect, it } from 'vitest';
import { eventWhole } from './events/event-whole';
import { event, fixedNow, hour, money, session } from './fixtures.test-support';
import { toRows } from './rows';
import { sessionWhole } from './sessions/session-whole';
import { sortRows } from './sort';

const events = toRows([
  event('a', {
    name: 'banana',
    scheduledAt: fixedNow + 2 * hour,
    price: money(5, 'USD'),
    durationSeconds: 60,
  }),
  event('b', { name: 'Apple', scheduledAt: null, price: money(300, 'JPY'), durationSeconds: null }),
  event('c', { name: null, scheduledAt: fixedNow + hour, price: money(20, 'USD'), durationSeconds: 30 }),
  event('d', { name: 'cherry 10', scheduledAt: fixedNow - hour, price: null, durationSeconds: 90 }),
  event('e', {
    name: 'cherry 9',
    scheduledAt: fixedNow + 3 * hour,
    price: money(100, 'JPY'),
    durationSeconds: 60,
  }),
]);
const order = (key: 'date' | 'price' | 'name' | 'duration', direction: 'asc' | 'desc') =>
  sortRows(events, eventWhole.sorts, { key, direction }).map((row) => row.item.id);

describe('sortRows', () => {
  it('keeps the API order without a sort, and does not change its input', () => {
    expect(sortRows(events, eventWhole.sorts, null).map((row) => row.item.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    order('name', 'asc');
    expect(events.map((row) => row.item.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('sorts by date both ways, undated last', () => {
    expect(order('date', 'asc')).toEqual(['d', 'c', 'a', 'e', 'b']);
    expect(order('date', 'desc')).toEqual(['e', 'a', 'c', 'd', 'b']);
  });

  it('sorts names ignoring case and with numbers in order, unnamed last', () => {
    expect(order('name', 'asc')).toEqual(['b', 'a', 'e', 'd', 'c']);
    expect(order('name', 'desc')).toEqual(['d', 'e', 'a', 'b', 'c']);
  });

  it('sorts prices within each currency, never across, unpriced last', () => {
    expect(order('price', 'asc')).toEqual(['e', 'b', 'a', 'c', 'd']);
    expect(order('price', 'desc')).toEqual(['b', 'e', 'c', 'a', 'd']);
  });

  it('sorts by duration with ties in API order', () => {
    expect(order('duration', 'asc')).toEqual(['c', 'a', 'e', 'd', 'b']);
    expect(order('duration', 'desc')).toEqual(['d', 'a', 'e', 'c', 'b']);
  });

  it('keeps the API order for a key the list does not sort by', () => {
    expect(
      sortRows(events, eventWhole.sorts, { key: 'sessions', direction: 'asc' }).map((row) => row.item.id),
    ).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('sorts sessions by their number of sessions, and by their total duration', () => {
    const sessions = toRows([
      session('x', { sessionCount: 3, durationSeconds: 3_600 }),
      session('y', { sessionCount: null }),
      session('z', { sessionCount: 12, durationSeconds: 600 }),
    ]);
    const sessionOrder = (key: string) =>
      sortRows(sessions, sessionWhole.sorts, { key, direction: 'desc' }).map((row) => row.item.id);
    expect(sessionOrder('sessions')).toEqual(['z', 'x', 'y']);
    // 3 × 1 hr beats 12 × 10 min; without a count there is no total.
    expect(sessionOrder('total')).toEqual(['x', 'z', 'y']);
  });
});
