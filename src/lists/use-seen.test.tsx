import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamEvent } from '../domain/types';
import { sharedComputer } from '../lib/keeping';
import { setPerson } from '../lib/personal-store';
import { eventList } from './events/event-list';
import { completeWhole, event, money } from './fixtures.test-support';
import { fingerprintsOf, type Seen, visitGapMs, withLook } from './seen';
import { useSeen } from './use-seen';

const kept = new Map<string, Seen>();
const looks = new Map<string, number>();
const reads: string[] = [];
/** The parts written, in order. */
const writes: string[] = [];
vi.mock('./seen-store', () => ({
  readSeen: async (key: string) => {
    reads.push(key);
    const snapshot = withLook(kept.get(`${key}:snapshot`) ?? null, looks.get(key));
    const baseline = kept.get(`${key}:baseline`) ?? null;
    return snapshot || baseline ? { snapshot, baseline } : null;
  },
  writeSeen: async (key: string, part: string, seen: Seen) => {
    writes.push(part);
    kept.set(`${key}:${part}`, seen);
  },
  writeLooked: async (key: string, at: number) => {
    writes.push('looked');
    looks.set(key, at);
  },
}));

const whole = (items: TeamEvent[]) => completeWhole(items);

const before = [event('a', { price: money(10) }), event('b')];
const after = [event('a', { price: money(12) }), event('c')];
const key = 'events:ada';

beforeEach(() => {
  kept.clear();
  looks.clear();
  reads.length = 0;
  writes.length = 0;
});
afterEach(() => {
  act(() => setPerson(null));
  sharedComputer.save(false);
});

describe('useSeen', () => {
  it('keeps nothing and marks nothing for a person it cannot name', async () => {
    const { result } = renderHook(() => useSeen(eventList, whole(after)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBeNull();
    expect(reads).toEqual([]);
    expect(kept.size).toBe(0);
  });

  it('writes nothing on a shared computer', async () => {
    sharedComputer.save(true);
    act(() => setPerson('ada'));
    renderHook(() => useSeen(eventList, whole(after)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toEqual([]);
    expect(kept.size).toBe(0);
  });

  it('keeps no snapshot of a half-read list, which would call its unread pages removed', async () => {
    act(() => setPerson('ada'));
    renderHook(() => useSeen(eventList, { ...whole(before), complete: false }));
    await waitFor(() => expect(reads).toEqual([key]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(kept.size).toBe(0);
  });

  it('a first visit keeps its snapshot and marks nothing', async () => {
    act(() => setPerson('ada'));
    const { result } = renderHook(() => useSeen(eventList, whole(before)));
    await waitFor(() => expect(kept.has(`${key}:snapshot`)).toBe(true));
    expect(kept.get(`${key}:snapshot`)?.fingerprints.ids).toEqual(['a', 'b']);
    expect(kept.has(`${key}:baseline`)).toBe(false);
    expect(result.current).toBeNull();
  });

  it('writes a list found as the snapshot has it only as a look, and one that changed whole', async () => {
    const last = Date.now() - 60_000;
    const snapshot = { at: last, fingerprints: fingerprintsOf(before, eventList.seen) };
    kept.set(`${key}:snapshot`, snapshot);
    act(() => setPerson('ada'));
    const { rerender } = renderHook(({ items }) => useSeen(eventList, whole(items)), {
      initialProps: { items: [...before] },
    });
    await waitFor(() => expect(writes).toEqual(['looked']));
    expect(kept.get(`${key}:snapshot`)).toBe(snapshot);
    expect(looks.get(key)).toBeGreaterThan(last);
    rerender({ items: after });
    await waitFor(() => expect(writes).toEqual(['looked', 'snapshot']));
    expect(kept.get(`${key}:snapshot`)?.fingerprints.ids).toEqual(['a', 'c']);
    // The same list again, read anew: the device already has it.
    rerender({ items: [...after] });
    await waitFor(() => expect(writes).toEqual(['looked', 'snapshot', 'looked']));
  });

  it('a return after the gap compares with what the last visit saw; Mark all seen clears it', async () => {
    const last = Date.now() - visitGapMs - 1;
    kept.set(`${key}:snapshot`, { at: last, fingerprints: fingerprintsOf(before, eventList.seen) });
    act(() => setPerson('ada'));
    const { result } = renderHook(() => useSeen(eventList, whole(after)));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.since).toBe(last);
    expect([...(result.current?.changes.new ?? [])]).toEqual(['c']);
    expect(result.current?.changes.changed.get('a')).toEqual(['price']);
    expect(result.current?.changes.gone).toEqual([{ id: 'b', name: 'Event b' }]);
    expect(kept.get(`${key}:baseline`)?.at).toBe(last);
    act(() => result.current?.markAllSeen());
    await waitFor(() => expect(result.current?.changes.new.size).toBe(0));
    expect(kept.get(`${key}:baseline`)?.fingerprints.ids).toEqual(['a', 'c']);
  });
});
