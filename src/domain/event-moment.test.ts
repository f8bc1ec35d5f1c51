import { describe, expect, it } from 'vitest';
import { eventMoment } from './event-moment';

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
