import { describe, expect, it } from 'vitest';
import { anchorFor, createTeamStore, generateTeam } from './seed';

const ORIGIN = 'http://127.0.0.1:4010';
const DAY = 86_400_000;

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
