import { describe, expect, it } from 'vitest';
import { eventEnd, eventMoment } from './event-moment';

describe('eventMoment', () => {
  it('is when the event is scheduled, even when it went live at another time', () => {
    expect(eventMoment({ scheduledAt: 5, liveAt: 9 })).toBe(5);
  });

  it('is when it went live for an event without a schedule', () => {
    expect(eventMoment({ scheduledAt: null, liveAt: 9 })).toBe(9);
  });

  it('is null for an event with neither', () => {
    expect(eventMoment({ scheduledAt: null, liveAt: null })).toBeNull();
  });

  it('keeps a schedule at the epoch rather than falling through to the live time', () => {
    expect(eventMoment({ scheduledAt: 0, liveAt: 9 })).toBe(0);
  });
});

describe('eventEnd', () => {
  it('is its moment plus its duration', () => {
    expect(eventEnd({ scheduledAt: 1_000, liveAt: null, durationSeconds: 90 })).toBe(91_000);
    expect(eventEnd({ scheduledAt: null, liveAt: 2_000, durationSeconds: 1 })).toBe(3_000);
  });

  it('is null without a moment or a duration', () => {
    expect(eventEnd({ scheduledAt: null, liveAt: null, durationSeconds: 90 })).toBeNull();
    expect(eventEnd({ scheduledAt: 1_000, liveAt: null, durationSeconds: null })).toBeNull();
  });
});
