import { describe, expect, it } from 'vitest';
import { anchorFor, createTeamStore, type EventTiming, eventAt, generateTeam, type RawEvent } from './seed';

const ORIGIN = 'http://127.0.0.1:4010';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DAY_START = Date.parse('2026-03-15T00:00:00Z');
const at = (iso: string | null) => (iso === null ? Number.NaN : Date.parse(iso));

function statusAt(event: RawEvent, now: number): string {
  if (event.canceled_at) return 'canceled';
  if (event.completed_at) return 'completed';
  if (event.live_at) return 'live';
  if (!event.scheduled_at) return 'unscheduled';
  return at(event.scheduled_at) > now ? 'upcoming' : 'past';
}

const generated = new Map<string, ReturnType<typeof generateTeam>>();

/** The team as the API would serve it at `now` (generated once per day). */
async function teamAt(login: 'team-member' | 'big-team', now: number) {
  const key = `${login}@${anchorFor(now)}`;
  if (!generated.has(key)) generated.set(key, generateTeam(login, ORIGIN, anchorFor(now)));
  const data = await (generated.get(key) as ReturnType<typeof generateTeam>);
  const timing = data.timing as EventTiming;
  return { data, timing, events: data.events.map((event) => eventAt(event, timing, now)) };
}

describe('generateTeam', () => {
  it('is deterministic for the same team, origin and anchor', async () => {
    const anchor = anchorFor(Date.parse('2026-03-15T10:30:00Z'));
    expect(await generateTeam('team-member', ORIGIN, anchor)).toEqual(
      await generateTeam('team-member', ORIGIN, anchor),
    );
  });

  it('moves only the timestamps when the day changes', async () => {
    const today = anchorFor(Date.parse('2026-03-15T10:30:00Z'));
    const a = (await generateTeam('team-member', ORIGIN, today)).events;
    const b = (await generateTeam('team-member', ORIGIN, today + DAY)).events;
    expect(b.map((e) => e.id)).toEqual(a.map((e) => e.id));
    const first = a.find((e) => e.scheduled_at);
    const same = b.find((e) => e.id === first?.id);
    expect(Date.parse(same?.scheduled_at ?? '') - Date.parse(first?.scheduled_at ?? '')).toBe(DAY);
  });

  it('anchors at the start of the UTC day', () => {
    expect(new Date(anchorFor(Date.parse('2026-03-15T23:59:59Z'))).toISOString()).toBe(
      '2026-03-15T00:00:00.000Z',
    );
  });

  it('gives every item a unique id and JPY prices in whole yen', async () => {
    const { events, sessions } = await generateTeam('big-team', ORIGIN, 0);
    expect(events).toHaveLength(10_000);
    expect(sessions).toHaveLength(2_500);
    expect(new Set([...events, ...sessions].map((item) => item.id)).size).toBe(12_500);
    const yen = events.filter((e) => e.price.currency === 'JPY');
    expect(yen.every((e) => Number.isInteger(e.price.value))).toBe(true);
  });
});

describe('huge-team', () => {
  it('has 50,000 events, 12,500 sessions and over a hundred accounts, the same on every run', async () => {
    const [a, b] = [await generateTeam('huge-team', ORIGIN, 0), await generateTeam('huge-team', ORIGIN, 0)];
    expect(a.events).toHaveLength(50_000);
    expect(a.timing?.liveNow.size).toBe(60);
    expect(a.sessions).toHaveLength(12_500);
    expect(new Set([...a.events, ...a.sessions].map((item) => item.id)).size).toBe(62_500);
    expect(new Set(a.events.map((event) => event.account.id)).size).toBeGreaterThan(100);
    expect(b.events.map((event) => event.id)).toEqual(a.events.map((event) => event.id));
    expect(b.sessions.at(-1)).toEqual(a.sessions.at(-1));
  });
});

describe('createTeamStore', () => {
  it('generates a team once, on its first request, for concurrent callers too', async () => {
    const { team } = createTeamStore(ORIGIN);
    const first = team('team-member', 0);
    expect(team('team-member', 0)).toBe(first);
    expect((await first).events).toHaveLength(300);
    expect(team('team-member', DAY)).not.toBe(first);
  });
});

describe('eventAt', () => {
  const scheduled = '2026-03-15T14:00:00.000Z';
  const event = {
    id: 'evt_plain',
    duration_seconds: 5_400,
    scheduled_at: scheduled,
    live_at: null,
    completed_at: null,
    canceled_at: null,
  } as RawEvent;
  const none: EventTiming = { noShows: new Set(), liveNow: new Map() };
  const start = at(scheduled);

  it('turns a scheduled event live at its start and completed at its end, by the clock alone', () => {
    expect(eventAt(event, none, start - 1)).toMatchObject({ live_at: null, completed_at: null });
    expect(eventAt(event, none, start)).toMatchObject({ live_at: scheduled, completed_at: null });
    expect(eventAt(event, none, start + 5_400_000 - 1)).toMatchObject({
      live_at: scheduled,
      completed_at: null,
    });
    expect(eventAt(event, none, start + 5_400_000)).toMatchObject({
      scheduled_at: scheduled,
      live_at: scheduled,
      completed_at: '2026-03-15T15:30:00.000Z',
    });
  });

  it('leaves canceled, unscheduled and no-show events as they are', () => {
    const later = start + DAY;
    const canceled = { ...event, canceled_at: '2026-03-01T00:00:00.000Z' };
    const unscheduled = { ...event, scheduled_at: null };
    expect(eventAt(canceled, none, later)).toEqual(canceled);
    expect(eventAt(unscheduled, none, later)).toEqual(unscheduled);
    expect(eventAt(event, { ...none, noShows: new Set([event.id]) }, later)).toEqual(event);
  });

  it('starts a live-now event the given number of half hours before now, rounded down', () => {
    const timing = { ...none, liveNow: new Map([[event.id, 1]]) };
    expect(eventAt(event, timing, Date.parse('2026-03-20T08:44:00Z'))).toMatchObject({
      scheduled_at: '2026-03-20T08:00:00.000Z',
      live_at: '2026-03-20T08:00:00.000Z',
      completed_at: null,
    });
  });
});

describe('events over a day', () => {
  const halfHours = Array.from({ length: 48 }, (_, i) => DAY_START + i * 30 * MINUTE + 7 * MINUTE);

  it('always has 3 or 4 team-member events live now, started 0 to 90 minutes ago on the half hour', async () => {
    const { timing } = await teamAt('team-member', DAY_START);
    expect(timing.liveNow.size).toBeGreaterThanOrEqual(3);
    expect(timing.liveNow.size).toBeLessThanOrEqual(4);
    for (const now of [...halfHours, DAY_START + 3 * DAY + 59 * MINUTE]) {
      const { events } = await teamAt('team-member', now);
      const liveNow = events.filter((event) => timing.liveNow.has(event.id));
      for (const event of liveNow) {
        expect(statusAt(event, now)).toBe('live');
        const start = at(event.scheduled_at);
        expect(now - start).toBeGreaterThanOrEqual(0);
        expect(now - start).toBeLessThan(90 * MINUTE);
        expect(start % (30 * MINUTE)).toBe(0);
        expect(start + event.duration_seconds * 1000 - now).toBeGreaterThanOrEqual(30 * MINUTE);
      }
    }
  });

  it('has a few dozen live-now events for big-team, spread over the list', async () => {
    const { data, timing } = await teamAt('big-team', DAY_START);
    expect(timing.liveNow.size).toBe(40);
    const positions = data.events.flatMap((event, i) => (timing.liveNow.has(event.id) ? [i] : []));
    expect(positions[0]).toBeLessThan(100);
    expect(positions.at(-1)).toBeGreaterThan(9_000);
  });

  it('has team-member events starting within the next two hours at any time of the UTC day', async () => {
    for (const now of halfHours) {
      const { events } = await teamAt('team-member', now);
      const soon = events.filter(
        (event) => statusAt(event, now) === 'upcoming' && at(event.scheduled_at) - now <= 2 * HOUR,
      );
      expect(soon.length, new Date(now).toISOString()).toBeGreaterThan(0);
    }
  });

  it('turns events live and completed as the day passes, never the no-shows', async () => {
    const morning = await teamAt('team-member', DAY_START + 8 * HOUR);
    const evening = await teamAt('team-member', DAY_START + 20 * HOUR);
    const count = (events: RawEvent[], now: number, status: string) =>
      events.filter((event) => statusAt(event, now) === status).length;
    expect(count(evening.events, DAY_START + 20 * HOUR, 'completed')).toBeGreaterThan(
      count(morning.events, DAY_START + 8 * HOUR, 'completed'),
    );
    expect(count(evening.events, DAY_START + 20 * HOUR, 'past')).toBe(morning.timing.noShows.size);
    for (const event of evening.events.filter((e) => evening.timing.noShows.has(e.id)))
      expect(event.live_at).toBeNull();
  });

  it('keeps ids, order and every time but the live-now ones through the day', async () => {
    const a = await teamAt('team-member', DAY_START + 9 * HOUR);
    const b = await teamAt('team-member', DAY_START + 17 * HOUR);
    expect(b.events.map((event) => event.id)).toEqual(a.events.map((event) => event.id));
    const moved = b.events.filter((event, i) => event.scheduled_at !== a.events[i]?.scheduled_at);
    expect(moved.map((event) => event.id).sort()).toEqual([...a.timing.liveNow.keys()].sort());
  });
});
