import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TeamEvent } from '../../domain/types';
import { addDays, startOfDay } from '../../lib/dates';
import { account, event, hour, money } from '../../lists/fixtures.test-support';
import { type HomeFilters, noHomeFilters } from './home-url';
import { inOrder, shownDays, timeline } from './timeline';

// Mid-morning, local time: the tests mean the same days in any zone they run in.
const now = new Date(2026, 10, 24, 10, 0).getTime();
const today = startOfDay(now);
const day = (n: number, hours = 12) => addDays(today, n) + hours * hour;

const events: TeamEvent[] = [
  event('later', { scheduledAt: day(10) }),
  event('live', { scheduledAt: now - hour, liveAt: now - hour }),
  event('today-late', { scheduledAt: day(0, 20) }),
  event('today-soon', { scheduledAt: day(0, 11) }),
  event('tomorrow', { scheduledAt: day(1) }),
  event('week-b', { scheduledAt: day(5, 9) }),
  event('week-a', { scheduledAt: day(3) }),
  event('week-a2', { scheduledAt: day(3, 18) }),
  event('undated', { scheduledAt: null }),
  event('past-old', { scheduledAt: day(-9) }),
  event('done', { scheduledAt: day(-1), liveAt: day(-1), completedAt: day(-1, 13) }),
  event('canceled', { scheduledAt: day(2), canceledAt: day(-3) }),
];

const shape = (filters: Partial<HomeFilters> = {}, list = events) =>
  timeline(list, { ...noHomeFilters, ...filters }, now).map((section) => [
    section.id,
    section.days.map((d) => d.events.map((e) => e.id)),
  ]);

describe('timeline', () => {
  it('leads with the person’s own events that are live or still to come, and keeps them in their bands too', () => {
    const mine = new Set(['week-b', 'live', 'done', 'canceled', 'later']);
    const sections = timeline(events, noHomeFilters, now, (e) => mine.has(e.id));
    expect(sections[0]?.id).toBe('yours');
    expect(sections[0]?.days.map((d) => d.events.map((e) => e.id))).toEqual([
      ['live'],
      ['week-b'],
      ['later'],
    ]);
    expect(sections[1]?.id).toBe('live');
    expect(sections.find((section) => section.id === 'later')?.count).toBe(1);
  });

  it('bands the events: live, today, tomorrow, this week, later, undated, past and canceled', () => {
    expect(shape()).toEqual([
      ['live', [['live']]],
      ['today', [['today-soon', 'today-late']]],
      ['tomorrow', [['tomorrow']]],
      ['week', [['week-a', 'week-a2'], ['week-b']]],
      ['later', [['later']]],
      ['unscheduled', [['undated']]],
      // Past and canceled, latest first; completed events count as past.
      ['past', [['done'], ['past-old']]],
      ['canceled', [['canceled']]],
    ]);
  });

  it('counts each band and starts each day at its local midnight', () => {
    const week = timeline(events, noHomeFilters, now).find((section) => section.id === 'week');
    expect(week?.count).toBe(3);
    expect(week?.days.map((d) => d.start)).toEqual([addDays(today, 3), addDays(today, 5)]);
  });

  it('leaves out bands with nothing in them', () => {
    expect(shape({}, [event('x', { scheduledAt: day(1) })])).toEqual([['tomorrow', [['x']]]]);
    expect(timeline([], noHomeFilters, now)).toEqual([]);
  });

  it('keeps the chosen statuses only, and events without a date out of any status', () => {
    expect(shape({ statuses: ['live', 'canceled'] }).map(([id]) => id)).toEqual(['live', 'canceled']);
    expect(shape({ statuses: ['past'] })).toEqual([['past', [['done'], ['past-old']]]]);
  });

  it('narrows to a time span, which leaves out undated events', () => {
    expect(shape({ when: 'today' }).map(([id]) => id)).toEqual(['live', 'today']);
    expect(shape({ when: 'custom', from: null, to: null }).map(([id]) => id)).not.toContain('unscheduled');
  });

  it('narrows by search words, free or paid, and partners', () => {
    const list = [
      event('yoga', { name: 'Morning Yoga', scheduledAt: day(1), price: money(0) }),
      event('run', {
        name: 'Evening run',
        description: 'bring yoga mats',
        scheduledAt: day(1),
        price: money(5),
      }),
      event('ada', {
        name: 'Talk',
        scheduledAt: day(1),
        account: account('ada', { partner: true }),
        price: null,
      }),
      event('gift', { name: 'Gift', scheduledAt: day(1), price: money(0, null) }),
    ];
    const ids = (filters: Partial<HomeFilters>) =>
      shape(filters, list).flatMap(([, days]) => (days as string[][]).flat());
    expect(ids({ query: 'YOGA' })).toEqual(['yoga', 'run']);
    expect(ids({ query: 'yoga mats' })).toEqual(['run']);
    // A zero without a currency is free too.
    expect(ids({ price: 'free' })).toEqual(['yoga', 'gift']);
    // An event without a price is neither free nor paid.
    expect(ids({ price: 'paid' })).toEqual(['run']);
    expect(ids({ partners: true })).toEqual(['ada']);
  });
});

describe('shownDays', () => {
  it('takes the first events of a band, still by day', () => {
    const week = timeline(events, noHomeFilters, now).find((section) => section.id === 'week');
    const days = week?.days ?? [];
    expect(shownDays(days, 2).map((d) => d.events.map((e) => e.id))).toEqual([['week-a', 'week-a2']]);
    expect(shownDays(days, 1).map((d) => d.events.map((e) => e.id))).toEqual([['week-a']]);
    expect(shownDays(days, 10).map((d) => d.events.map((e) => e.id))).toEqual([
      ['week-a', 'week-a2'],
      ['week-b'],
    ]);
    expect(shownDays(days, 0)).toEqual([]);
  });
});

describe('a band’s first events', () => {
  const ids = (days: readonly { events: readonly TeamEvent[] }[]) =>
    days.flatMap((d) => d.events.map((e) => e.id));

  it('are the first of the whole band in its order, equal moments in the list’s order, whatever the list’s order', () => {
    // Few distinct moments, so that ties are common; past, canceled and undated bands included.
    const moment = fc.option(
      fc.integer({ min: -12, max: 12 }).map((n) => day(n, 12 + (n % 3))),
      { nil: null },
    );
    const list = fc.array(
      fc.record({ scheduledAt: moment, canceled: fc.boolean() }).map(({ scheduledAt, canceled }) => ({
        scheduledAt,
        canceledAt: canceled ? day(-1) : null,
      })),
      { maxLength: 120 },
    );
    fc.assert(
      fc.property(list, fc.integer({ min: 1, max: 30 }), (fields, limit) => {
        const all = fields.map((f, index) => event(`e${index}`, f));
        const whole = timeline(all, noHomeFilters, now);
        const shown = timeline(all, noHomeFilters, now, undefined, () => limit);
        expect(shown.map((s) => [s.id, s.count])).toEqual(whole.map((s) => [s.id, s.count]));
        shown.forEach((section, index) => {
          const full = ids((whole[index] as (typeof whole)[number]).days);
          expect(ids(section.days)).toEqual(full.slice(0, limit));
          expect(inOrder(section).map((e) => e.id)).toEqual(full);
        });
      }),
    );
  });
});
