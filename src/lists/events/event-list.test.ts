import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/support/parse-csv';
import { toCsv } from '../../lib/csv';
import { account, event, fixedNow, hour, money } from '../fixtures.test-support';
import { calendarEvent } from './calendar';
import { downloadEventsCalendar } from './download-calendar';
import { eventList } from './event-list';
import { eventWhole } from './event-whole';

const csvOf = (items: Parameters<typeof eventWhole.csv.row>[0][], now = fixedNow) =>
  parseCsv(
    toCsv(
      eventWhole.csv.header,
      items.map((item) => eventWhole.csv.row(item, now)),
    ),
  );

describe('the events CSV', () => {
  it('writes one column per raw value, every row as long as the header', () => {
    const item = event('e1', {
      name: '=cmd|calc',
      scheduledAt: Date.UTC(2026, 10, 24, 9, 0),
      price: money(12.5, 'EUR'),
      account: account('a1', { name: 'Ada', partner: true }),
      description: 'Two, "three"',
    });
    const [header, row] = csvOf([item]);
    expect(header).toEqual([...eventWhole.csv.header]);
    expect(row).toHaveLength(header?.length ?? 0);
    const cells = Object.fromEntries(eventWhole.csv.header.map((name, i) => [name, row?.[i]]));
    expect(cells).toEqual({
      id: 'e1',
      // A cell a spreadsheet would run as a formula is written as text.
      name: "'=cmd|calc",
      status: 'upcoming',
      scheduled_at: '2026-11-24T09:00:00.000Z',
      live_at: '',
      completed_at: '',
      canceled_at: '',
      duration_seconds: '3600',
      offer_replay_purchase: 'false',
      price_amount: '12.5',
      price_currency: 'EUR',
      price_value: '12.5',
      price_value_in_cents: '1250',
      account_id: 'a1',
      account_name: 'Ada',
      account_partner: 'true',
      slug: 'e1',
      description: 'Two, "three"',
    });
  });

  it('writes the status at the moment of the download, and blanks for what is missing', () => {
    const item = event('e2', { liveAt: fixedNow + hour, price: null, account: null, durationSeconds: null });
    const status = eventWhole.csv.header.indexOf('status');
    expect(csvOf([item], fixedNow)[1]?.[status]).toBe('upcoming');
    expect(csvOf([item], fixedNow + 2 * hour)[1]?.[status]).toBe('live');
    const row = csvOf([item])[1] ?? [];
    for (const column of [
      'price_amount',
      'price_currency',
      'account_id',
      'account_partner',
      'duration_seconds',
    ])
      expect(row[eventWhole.csv.header.indexOf(column)], column).toBe('');
  });

  it('keeps the order it is given, and writes just the header for none', () => {
    expect(csvOf([event('b'), event('a')]).map((row) => row[0])).toEqual(['id', 'b', 'a']);
    expect(csvOf([])).toEqual([[...eventWhole.csv.header]]);
  });
});

describe('calendarEvent', () => {
  const url = 'https://teamboard.example/events/e1';

  it('is the event at its moment, as long as it lasts, with a UID on the app’s host', () => {
    const entry = calendarEvent(
      event('e1', { name: 'Launch', description: 'Hello', scheduledAt: fixedNow, durationSeconds: 5_400 }),
      url,
      'Untitled event',
    );
    expect(entry).toEqual({
      uid: 'e1@teamboard.example',
      start: fixedNow,
      end: fixedNow + 5_400_000,
      title: 'Launch',
      description: 'Hello',
      url,
      canceled: false,
    });
  });

  it('has no end without a duration, says canceled, and names the untitled', () => {
    const entry = calendarEvent(
      event('e1', { name: null, durationSeconds: null, canceledAt: fixedNow }),
      url,
      'Untitled event',
    );
    expect(entry).toMatchObject({ end: null, canceled: true, title: 'Untitled event' });
  });

  it('is none for an event without a date', () => {
    expect(calendarEvent(event('e1', { scheduledAt: null, liveAt: null }), url, 'x')).toBeNull();
    expect(eventList.downloadCalendar).toBe(downloadEventsCalendar);
  });
});
