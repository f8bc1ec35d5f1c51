import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClockChangeError, createClock, parseClockChange } from './clock';
import type { RawEvent } from './seed';
import type { Sandbox } from './server';
import { getList, openApiValidator, SPA_ORIGIN, startTestSandbox, TEST_NOW, tokenFor } from './testing';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

describe('parseClockChange', () => {
  it('reads an ISO instant with a zone, or a whole number of milliseconds to move by', () => {
    expect(parseClockChange({ now: '2026-03-15T11:00:00Z' })).toEqual({
      now: Date.parse('2026-03-15T11:00:00Z'),
    });
    expect(parseClockChange({ now: '2026-03-15T12:00:00.250+01:00' })).toEqual({
      now: Date.parse('2026-03-15T11:00:00.250Z'),
    });
    expect(parseClockChange({ advanceMs: 90_000 })).toEqual({ advanceMs: 90_000 });
    expect(parseClockChange({ advanceMs: -DAY })).toEqual({ advanceMs: -DAY });
  });

  it.each([
    [{ now: 'yesterday' }, 'now must be an ISO 8601 instant'],
    [{ now: '2026-03-15T10:30:00' }, 'now must be an ISO 8601 instant'],
    [{ now: '2026-02-30T10:30:00Z' }, 'now must be an ISO 8601 instant'],
    [{ now: 1_773_570_600_000 }, 'now must be an ISO 8601 instant'],
    [{ advanceMs: 1.5 }, 'advanceMs must be an integer'],
    [{ advanceMs: '60000' }, 'advanceMs must be an integer'],
    [{ advance: 60_000 }, 'unknown field advance'],
    [{ now: '2026-03-15T10:30:00Z', advanceMs: 1 }, 'not both'],
    [{}, 'needs "now" or "advanceMs"'],
    [[], 'must be a JSON object'],
    [null, 'must be a JSON object'],
  ])('refuses %j', (input, message) => {
    expect(() => parseClockChange(input)).toThrow(ClockChangeError);
    expect(() => parseClockChange(input)).toThrow(message);
  });
});

describe('createClock', () => {
  it('follows its base until set, keeps the data day while set, and returns to both on reset', () => {
    let real = Date.parse('2026-03-15T23:50:00Z');
    const clock = createClock(() => real);
    expect(clock.state()).toEqual({
      now: '2026-03-15T23:50:00.000Z',
      set: false,
      anchor: '2026-03-15T00:00:00.000Z',
    });
    clock.change({ advanceMs: 20 * MINUTE });
    real += 30 * MINUTE;
    expect(clock.state()).toEqual({
      now: '2026-03-16T00:10:00.000Z',
      set: true,
      anchor: '2026-03-15T00:00:00.000Z',
    });
    clock.change({ now: Date.parse('2026-04-01T09:00:00Z') });
    expect(clock.anchor()).toBe(Date.parse('2026-03-15T00:00:00Z'));
    clock.reset();
    expect(clock.state()).toEqual({
      now: '2026-03-16T00:20:00.000Z',
      set: false,
      anchor: '2026-03-16T00:00:00.000Z',
    });
  });

  it('refuses to leave four-digit years', () => {
    const clock = createClock(() => TEST_NOW);
    expect(() => clock.change({ now: Date.parse('1969-12-31T23:00:00Z') })).toThrow(ClockChangeError);
    expect(() => clock.change({ advanceMs: 9_000 * 365 * DAY })).toThrow(ClockChangeError);
    expect(clock.state().set).toBe(false);
  });
});

describe('/_sandbox/clock', () => {
  let sandbox: Sandbox;
  let token: string;
  const validEvents = openApiValidator().response('/v1/me/community/team/events', 200);
  const clockUrl = () => `${sandbox.origin}/_sandbox/clock`;
  const post = (body: unknown) =>
    fetch(clockUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const events = async (query = 'per_page=100') => {
    const { body } = await getList(sandbox.origin, 'events', token, query);
    expect(validEvents(body)).toBe(true);
    return body?.events ?? [];
  };
  const allEvents = async () =>
    (await Promise.all([1, 2, 3].map((page) => events(`page=${page}`)))).flat() as RawEvent[];

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    token = await tokenFor(sandbox.origin, 'team-member');
  });
  afterAll(() => sandbox.close());
  afterEach(async () => {
    await fetch(clockUrl(), { method: 'DELETE' });
  });

  it('tells the sandbox clock, which starts at the default clock', async () => {
    const res = await fetch(clockUrl());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ now: iso(TEST_NOW), set: false, anchor: '2026-03-15T00:00:00.000Z' });
  });

  it('turns an upcoming event live when the clock reaches it, completed after it, and back on DELETE', async () => {
    const before = await allEvents();
    const upcoming = before.find(
      (event) => !event.canceled_at && event.scheduled_at && Date.parse(event.scheduled_at) > TEST_NOW + HOUR,
    ) as RawEvent;
    const start = Date.parse(upcoming.scheduled_at ?? '');
    expect(upcoming.live_at).toBeNull();

    const set = await post({ now: iso(start + MINUTE) });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({
      now: iso(start + MINUTE),
      set: true,
      anchor: '2026-03-15T00:00:00.000Z',
    });
    const live = (await allEvents()).find((event) => event.id === upcoming.id);
    expect(live).toMatchObject({ scheduled_at: upcoming.scheduled_at, live_at: upcoming.scheduled_at });
    expect(live?.completed_at).toBeNull();

    expect((await post({ advanceMs: upcoming.duration_seconds * 1000 })).status).toBe(200);
    const completed = (await allEvents()).find((event) => event.id === upcoming.id);
    expect(completed?.completed_at).toBe(iso(start + upcoming.duration_seconds * 1000));

    const reset = await fetch(clockUrl(), { method: 'DELETE' });
    expect(await reset.json()).toEqual({
      now: iso(TEST_NOW),
      set: false,
      anchor: '2026-03-15T00:00:00.000Z',
    });
    expect(await allEvents()).toEqual(before);
  });

  it('keeps the data of its day when moved days ahead: same ids and order, still something live', async () => {
    const before = await allEvents();
    await post({ advanceMs: 3 * DAY + 5 * HOUR });
    const after = await allEvents();
    expect(after.map((event) => event.id)).toEqual(before.map((event) => event.id));
    const now = TEST_NOW + 3 * DAY + 5 * HOUR;
    const live = after.filter((event) => event.live_at && !event.completed_at);
    expect(live.length).toBeGreaterThanOrEqual(3);
    expect(live.every((event) => now - Date.parse(event.live_at ?? '') < 3 * HOUR)).toBe(true);
    const stayed = after.filter((event, i) => event.scheduled_at === before[i]?.scheduled_at);
    expect(stayed.length).toBeGreaterThanOrEqual(before.length - 4);
    expect((await (await fetch(clockUrl())).json()).anchor).toBe('2026-03-15T00:00:00.000Z');
  });

  it.each([
    ['{"now": "tomorrow"}', 'now must be an ISO 8601 instant'],
    ['{"advanceMS": 1000}', 'unknown field advanceMS'],
    ['{"advanceMs": 1e400}', 'advanceMs must be an integer'],
    ['now=2026-03-15T10:30:00Z', 'the body must be JSON'],
  ])('answers 400 naming the mistake and the valid bodies for %s', async (body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string; message: string };
    expect(answer.error).toBe('invalid_request');
    expect(answer.message).toContain(message);
    expect(answer.message).toContain('"advanceMs"');
    expect((await (await fetch(clockUrl())).json()).set).toBe(false);
  });

  it('allows the SPA origin to move the clock from the browser', async () => {
    const res = await fetch(clockUrl(), {
      method: 'OPTIONS',
      headers: {
        origin: SPA_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
  });
});
