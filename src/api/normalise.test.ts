import { describe, expect, it } from 'vitest';
import { normaliseEventsPage } from '../lists/events/event-schema';
import { normaliseSessionsPage } from '../lists/sessions/session-schema';
import { ApiError } from './errors';
import { PAGE_COUNT_LIMIT } from './normalise';

const requested = { page: 2, perPage: 24 };
const meta = { pagination: { current_page: 2, per_page: 24, total_pages: 5 } };

const fullEvent = {
  id: 'ev_1',
  slug: 'launch',
  duration_seconds: 5400,
  scheduled_at: '2026-11-23T15:30:00Z',
  live_at: null,
  completed_at: null,
  canceled_at: null,
  offer_replay_purchase: true,
  name: ' Launch party ',
  description: 'All welcome',
  cover_url: 'https://img.example/cover.png',
  price: { value: 12.5, value_in_cents: 1250, currency: 'usd' },
  account: {
    id: 'ac_1',
    slug: 'acme',
    name: 'Acme',
    partner: true,
    profile_image_url: 'https://img.example/p.png',
    cover_image_url: 'javascript:alert(1)',
  },
};

describe('normaliseEventsPage', () => {
  it('turns a well-formed page into domain types', () => {
    const page = normaliseEventsPage({ events: [fullEvent], meta }, requested);
    expect(page.pagination).toEqual({ currentPage: 2, perPage: 24, totalPages: 5 });
    expect(page.dropped).toBe(0);
    expect(page.duplicates).toBe(0);
    expect(page.oversized).toBe(0);
    expect(page.items).toEqual([
      {
        kind: 'event',
        id: 'ev_1',
        slug: 'launch',
        name: 'Launch party',
        description: 'All welcome',
        coverUrl: 'https://img.example/cover.png',
        durationSeconds: 5400,
        scheduledAt: Date.UTC(2026, 10, 23, 15, 30),
        scheduledOffset: 0,
        liveAt: null,
        completedAt: null,
        canceledAt: null,
        offerReplayPurchase: true,
        price: { amount: 12.5, currency: 'USD', rawValue: 12.5, rawValueInCents: 1250 },
        account: {
          id: 'ac_1',
          slug: 'acme',
          name: 'Acme',
          partner: true,
          profileImageUrl: 'https://img.example/p.png',
          coverImageUrl: null,
        },
      },
    ]);
  });

  it('turns every wrong type or null into null, never a throw', () => {
    const wrong = {
      id: 42,
      slug: 7,
      duration_seconds: 'long',
      scheduled_at: 'next week',
      live_at: {},
      offer_replay_purchase: 'yes',
      name: ['x'],
      description: null,
      cover_url: 12,
      price: 'free',
      account: 'acme',
    };
    const [event] = normaliseEventsPage({ events: [wrong], meta }, requested).items;
    expect(event).toMatchObject({
      id: '42',
      slug: null,
      name: null,
      description: null,
      coverUrl: null,
      durationSeconds: null,
      scheduledAt: null,
      liveAt: null,
      offerReplayPurchase: false,
      price: null,
      account: null,
    });
  });

  it('keeps what is usable inside a partly broken price or account', () => {
    const item = {
      id: 'a',
      price: { value: '3000', value_in_cents: null, currency: 'JPY' },
      account: { name: 'Solo', partner: 1, profile_image_url: '/relative.png' },
    };
    const [event] = normaliseEventsPage({ events: [item], meta }, requested).items;
    expect(event?.price).toEqual({ amount: 3000, currency: 'JPY', rawValue: 3000, rawValueInCents: null });
    expect(event?.account).toEqual({
      id: null,
      slug: null,
      name: 'Solo',
      partner: false,
      profileImageUrl: null,
      coverImageUrl: null,
    });
  });

  it('drops and counts items without an id and non-objects, and counts repeated ids apart', () => {
    const events = [
      { id: 'a' },
      { name: 'no id' },
      { id: '' },
      { id: '  ' },
      null,
      'text',
      3,
      { id: 'a' },
      { id: 'b' },
    ];
    const page = normaliseEventsPage({ events, meta }, requested);
    expect(page.items.map((e) => e.id)).toEqual(['a', 'b']);
    expect(page.dropped).toBe(6);
    expect(page.duplicates).toBe(1);
  });

  it('reads only as many items as per_page asked for, and counts the rest as oversized', () => {
    const events = Array.from({ length: 5 }, (_, i) => ({ id: `e${i}` }));
    const page = normaliseEventsPage({ events, meta }, { page: 1, perPage: 3 });
    expect(page.items.map((e) => e.id)).toEqual(['e0', 'e1', 'e2']);
    expect(page.oversized).toBe(2);
    expect(page.dropped).toBe(0);
  });

  it('keeps the zone offset scheduled_at was written in, and none without a date', () => {
    const [berlin, utc, noDate] = normaliseEventsPage(
      {
        events: [
          { id: 'b', scheduled_at: '2026-11-23T16:30:00+01:00' },
          { id: 'u', scheduled_at: '2026-11-23T15:30:00Z' },
          { id: 'n', scheduled_at: 'soon' },
        ],
        meta,
      },
      requested,
    ).items;
    expect(berlin).toMatchObject({ scheduledAt: Date.UTC(2026, 10, 23, 15, 30), scheduledOffset: 60 });
    expect(utc).toMatchObject({ scheduledOffset: 0 });
    expect(noDate).toMatchObject({ scheduledAt: null, scheduledOffset: null });
  });

  it('falls back to the requested page and size when the server leaves them out', () => {
    const page = normaliseEventsPage({ events: [], meta: { pagination: { total_pages: '0' } } }, requested);
    expect(page.pagination).toEqual({ currentPage: 2, perPage: 24, totalPages: 0 });
  });

  it('caps an absurd page count and still reads the items', () => {
    for (const total of [1e300, '99999999999999999999', PAGE_COUNT_LIMIT + 1]) {
      const page = normaliseEventsPage(
        { events: [{ id: 'e1', name: 'Kept' }], meta: { pagination: { total_pages: total } } },
        requested,
      );
      expect(page.pagination.totalPages).toBe(PAGE_COUNT_LIMIT);
      expect(page.items.map((item) => item.name)).toEqual(['Kept']);
    }
  });

  it('rejects a body that is not a list page with a typed error', () => {
    for (const body of [
      null,
      [],
      'x',
      3,
      {},
      { events: {} },
      { events: [] },
      { events: [], meta: { pagination: { total_pages: -1 } } },
      { events: [], meta: { pagination: { total_pages: Number.POSITIVE_INFINITY } } },
      { events: [], meta: { pagination: { total_pages: '1e999' } } },
      { events: [], meta: { pagination: { total_pages: 2.5 } } },
    ]) {
      expect(() => normaliseEventsPage(body, requested)).toThrow(ApiError);
    }
    try {
      normaliseEventsPage({ sessions: [], meta }, requested);
    } catch (error) {
      expect(error).toMatchObject({ kind: 'malformed', message: 'The events answer has no "events" array' });
    }
  });
});

describe('normaliseSessionsPage', () => {
  it('reads sessions with their count', () => {
    const page = normaliseSessionsPage(
      {
        sessions: [
          { id: 's1', session_count: 4, duration_seconds: 3600, name: 'Course' },
          { id: 's2', session_count: -1 },
        ],
        meta,
      },
      requested,
    );
    expect(page.items.map((s) => [s.kind, s.id, s.sessionCount, s.durationSeconds])).toEqual([
      ['session', 's1', 4, 3600],
      ['session', 's2', null, null],
    ]);
  });
});
