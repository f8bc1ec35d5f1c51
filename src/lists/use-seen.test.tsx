import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamEvent } from '../domain/types';
import { sharedComputer } from '../lib/keeping';
import { setPerson } from '../lib/personal-store';
import { eventList } from './events/event-list';
import { completeWhole, event, money } from './fixtures.test-support';
import { fingerprintsOf, type Seen, visitGapMs } from './seen';
import { useSeen } from './use-seen';

const kept = new Map<string, Seen>();
const reads: string[] = [];
vi.mock('./seen-store', () => ({
  readSeen: async (key: string) => {
    reads.push(key);
    const snapshot = kept.get(`${key}:snapshot`) ?? null;
    const baseline = kept.get(`${key}:baseline`) ?? null;
    return snapshot || baseline ? { snapshot, baseline } : null;
  },
  writeSeen: async (key: string, part: string, seen: Seen) => {
    kept.set(`${key}:${part}`, seen);
  },
}));

const whole = (items: TeamEvent[]) => completeWhole(items);

const before = [event('a', { price: money(10) }), event('b')];
const after = [event('a', { price: money(12) }), event('c')];
const key = 'events:ada';

beforeEach(() => {
  kept.clear();
  reads.length = 0;
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
