import { describe, expect, it } from 'vitest';
import { eventList } from './events/event-list';
import { event, fixedNow, hour, money } from './fixtures.test-support';
import {
  compareSeen,
  type Fingerprints,
  fingerprintParts,
  fingerprintsOf,
  hasChanges,
  joinedParts,
  markAllSeen,
  openVisit,
  parseSeen,
  type Seen,
  seeList,
  seenCell,
  seenMark,
  seenSlice,
  visitGapMs,
  withLook,
  withSnapshot,
} from './seen';
import { sessionList } from './sessions/session-list';

const prints = (events: Parameters<typeof eventList.seen>[0][]) => fingerprintsOf(events, eventList.seen);
const seen = (at: number): Seen => ({ at, fingerprints: prints([event('a')]) });

describe('fingerprintsOf', () => {
  it('keeps what each kind compares: its moment, price in minor units and currency, cancelation', () => {
    const canceled = event('b', { canceledAt: fixedNow, price: money(12.5, 'EUR') });
    expect(prints([event('a', { price: money(null) }), canceled])).toEqual({
      ids: ['a', 'b'],
      names: ['Event a', 'Event b'],
      starts: [fixedNow + 24 * hour, fixedNow + 24 * hour],
      prices: [null, 1250],
      currencies: [null, 'EUR'],
      canceled: [false, true],
    });
  });

  it('tells the device’s snapshot from a list with any trait changed, an item more, or another order', async () => {
    const first = event('a', { price: money(10) });
    const list = [first, event('b')];
    const unchanged = async (snapshot: Fingerprints, items: typeof list) =>
      (await seeList(items, eventList.seen, { baseline: null, snapshot }, new AbortController().signal))
        .unchanged;
    expect(await unchanged(prints(list), [...list])).toBe(true);
    expect(await unchanged(prints(list), [first, event('b', { price: money(1) })])).toBe(false);
    expect(await unchanged(prints(list), [...list, event('c')])).toBe(false);
    expect(await unchanged(prints(list), [...list].reverse())).toBe(false);
    expect(await unchanged({ ...prints(list), names: ['Event a', 'Renamed'] }, list)).toBe(false);
  });

  it('splits into parts of a size and joins back to the same, in order', () => {
    const list = Array.from({ length: 7 }, (_, i) => event(`e${i}`, { price: money(i) }));
    const parts = fingerprintParts(prints(list), 3);
    expect(parts.map((part) => part.ids)).toEqual([['e0', 'e1', 'e2'], ['e3', 'e4', 'e5'], ['e6']]);
    expect(parts[2]?.prices).toEqual([600]);
    expect(joinedParts(parts)).toEqual(prints(list));
    expect(fingerprintParts(prints([]), 3)).toEqual([]);
    expect(joinedParts([])).toEqual(prints([]));
  });

  it('joins nothing when a part is missing or not a part', () => {
    const [first, second] = fingerprintParts(prints([event('a'), event('b')]), 1);
    expect(joinedParts([first, undefined])).toBeNull();
    expect(joinedParts([first, { ...second, names: 'b' }])).toBeNull();
    expect(joinedParts([first, 'b'])).toBeNull();
  });

  it('compares no times for a kind without any', () => {
    expect(fingerprintsOf([], sessionList.seen).ids).toEqual([]);
    expect(sessionList.seen({} as never)).toEqual({ start: null, canceled: false });
  });
});

describe('compareSeen', () => {
  const before = prints([
    event('same'),
    event('repriced', { price: money(10) }),
    event('moved'),
    event('called-off'),
    event('removed', { name: 'Gone event' }),
  ]);
  const after = prints([
    event('same'),
    event('repriced', { price: money(12.5) }),
    event('moved', { scheduledAt: fixedNow + 48 * hour }),
    event('called-off', { canceledAt: fixedNow }),
    event('added'),
  ]);
  const changes = compareSeen(before, after);

  it('finds what is new, what changed and which fields, and what is gone', () => {
    expect([...changes.new]).toEqual(['added']);
    expect(Object.fromEntries(changes.changed)).toEqual({
      repriced: ['price'],
      moved: ['time'],
      'called-off': ['status'],
    });
    expect([...changes.canceled]).toEqual(['called-off']);
    expect(changes.gone).toEqual([{ id: 'removed', name: 'Gone event' }]);
    expect(hasChanges(changes)).toBe(true);
  });

  it('sees a change of currency at the same amount', () => {
    const euro = compareSeen(
      prints([event('a', { price: money(5) })]),
      prints([event('a', { price: money(5, 'EUR') })]),
    );
    expect(euro.changed.get('a')).toEqual(['price']);
  });

  it('marks cards and fills the CSV cell', () => {
    expect(seenMark(changes, 'added')).toBe('new');
    expect(seenMark(changes, 'same')).toBeNull();
    expect(seenCell(changes, 'added')).toBe('new');
    expect(seenCell(changes, 'moved')).toBe('time');
    expect(seenCell(changes, 'same')).toBe('');
    expect(seenCell(null, 'added')).toBe('');
    const both = compareSeen(
      prints([event('a')]),
      prints([event('a', { scheduledAt: fixedNow, canceledAt: fixedNow })]),
    );
    expect(seenCell(both, 'a')).toBe('time, status');
  });

  it('finds nothing when nothing changed', () => {
    expect(hasChanges(compareSeen(before, before))).toBe(false);
  });

  it('a long list is fingerprinted and compared a slice per task, to the same answer', async () => {
    const many = Array.from({ length: 2 * seenSlice + 5 }, (_, i) => event(`e${i}`, { price: money(i) }));
    const later = many.map((item, i) => (i % 100 === 0 ? { ...item, price: money(i + 1) } : item));
    const before = prints(many);
    let tasks = 0;
    const counting = setInterval(() => tasks++);
    const against = { baseline: before, snapshot: prints(later) };
    const sliced = await seeList(later, eventList.seen, against, new AbortController().signal);
    clearInterval(counting);
    expect(sliced.fingerprints.prices).toEqual(prints(later).prices);
    expect(sliced.changes).toEqual(compareSeen(before, sliced.fingerprints));
    expect(sliced.changes?.changed.size).toBe(201);
    expect(sliced.unchanged).toBe(true);
    expect(tasks).toBeGreaterThan(0);
    // A difference in the last slice is found too.
    const lastRenamed = { ...prints(later), names: [...prints(later).names.slice(0, -1), 'Renamed'] };
    const found = await seeList(
      later,
      eventList.seen,
      { baseline: null, snapshot: lastRenamed },
      new AbortController().signal,
    );
    expect(found.unchanged).toBe(false);
  });

  it('a first visit has fingerprints and nothing to compare; a list gone stale stops', async () => {
    const first = await seeList(
      [event('a')],
      eventList.seen,
      { baseline: null, snapshot: null },
      new AbortController().signal,
    );
    expect(first.changes).toBeNull();
    const controller = new AbortController();
    const stopped = seeList(
      Array.from({ length: 2 * seenSlice }, (_, i) => event(`e${i}`)),
      eventList.seen,
      { baseline: null, snapshot: null },
      controller.signal,
    );
    controller.abort();
    await expect(stopped).rejects.toThrow();
  });
});

describe('a visit', () => {
  it('the first ever has nothing to compare with', () => {
    expect(openVisit(null, fixedNow)).toEqual({ snapshot: null, baseline: null });
  });

  it('counts a later look that found the list unchanged as when the snapshot was seen', () => {
    const snapshot = seen(fixedNow - 5 * hour);
    expect(withLook(snapshot, fixedNow - hour)).toEqual({ ...snapshot, at: fixedNow - hour });
    expect(withLook(snapshot, fixedNow - 6 * hour)).toBe(snapshot);
    expect(withLook(snapshot, 'yesterday')).toBe(snapshot);
    expect(withLook(null, fixedNow)).toBeNull();
    const looked = {
      snapshot: withLook(snapshot, fixedNow - visitGapMs + 1),
      baseline: seen(fixedNow - 9 * hour),
    };
    expect(openVisit(looked, fixedNow)).toBe(looked);
  });

  it('a return within the gap is the same visit: its baseline stays', () => {
    const record = { snapshot: seen(fixedNow - visitGapMs + 1), baseline: seen(fixedNow - 5 * hour) };
    expect(openVisit(record, fixedNow)).toBe(record);
  });

  it('after the gap, what the previous visit last saw is what this one compares with', () => {
    const last = seen(fixedNow - visitGapMs);
    expect(openVisit({ snapshot: last, baseline: seen(fixedNow - 5 * hour) }, fixedNow)).toEqual({
      snapshot: last,
      baseline: last,
    });
  });

  it('a complete list replaces the snapshot and keeps the baseline; Mark all seen moves both', () => {
    const baseline = seen(fixedNow - hour);
    const now = seen(fixedNow);
    expect(withSnapshot({ snapshot: null, baseline }, now)).toEqual({ snapshot: now, baseline });
    expect(markAllSeen(now)).toEqual({ snapshot: now, baseline: now });
  });
});

describe('parseSeen', () => {
  it('reads back what was stored, and nothing of another shape', () => {
    expect(parseSeen(structuredClone(seen(fixedNow)))).toEqual(seen(fixedNow));
    expect(parseSeen(undefined)).toBeNull();
    expect(parseSeen({ at: 1, fingerprints: new Map() })).toBeNull();
    expect(parseSeen({ at: 1, fingerprints: { ...seen(fixedNow).fingerprints, names: [] } })).toBeNull();
  });
});
