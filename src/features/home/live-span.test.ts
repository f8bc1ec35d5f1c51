import { describe, expect, it } from 'vitest';
import type { TeamEvent } from '../../domain/types';
import { event as eventOf } from '../../lists/fixtures.test-support';
import { liveProgress, liveSpan } from './live-span';

const now = Date.UTC(2026, 10, 23, 12);
const minute = 60_000;
const event = (over: Partial<TeamEvent>) => eventOf('e1', { scheduledAt: null, liveAt: null, ...over });

describe('liveSpan', () => {
  it('ends at the completion time when one is given, else at start plus duration', () => {
    expect(liveSpan(event({ liveAt: now - 10 * minute, completedAt: now + 20 * minute }))).toEqual({
      start: now - 10 * minute,
      end: now + 20 * minute,
    });
    expect(liveSpan(event({ scheduledAt: now - 30 * minute, durationSeconds: 3600 }))).toEqual({
      start: now - 30 * minute,
      end: now + 30 * minute,
    });
  });

  it('has no end without either, and no span without a start', () => {
    expect(liveSpan(event({ liveAt: now, durationSeconds: null, completedAt: null }))?.end).toBeNull();
    expect(liveSpan(event({}))).toBeNull();
  });
});

describe('liveProgress', () => {
  it('is the share of the span behind us, held between 0 and 1', () => {
    const span = { start: now - 15 * minute, end: now + 45 * minute };
    expect(liveProgress(span, now)).toBe(0.25);
    expect(liveProgress(span, now + 2 * 3_600_000)).toBe(1);
    expect(liveProgress({ start: now - minute, end: null }, now)).toBeNull();
  });
});
