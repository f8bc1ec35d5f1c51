import { describe, expect, it } from 'vitest';
import { deriveEventStatus, isCanceled, nextStatusChange } from './event-status';

const now = Date.UTC(2026, 10, 23, 12);
const hour = 3_600_000;
const event = (over: Partial<Record<'scheduledAt' | 'liveAt' | 'completedAt' | 'canceledAt', number>>) => ({
  scheduledAt: null,
  liveAt: null,
  completedAt: null,
  canceledAt: null,
  ...over,
});

describe('deriveEventStatus', () => {
  it('follows the precedence canceled, completed (past), live, scheduled', () => {
    expect(deriveEventStatus(event({ canceledAt: now - hour, completedAt: now - hour }), now)).toBe(
      'canceled',
    );
    expect(deriveEventStatus(event({ completedAt: now - hour, liveAt: now - 2 * hour }), now)).toBe('past');
    expect(deriveEventStatus(event({ liveAt: now - hour, scheduledAt: now - hour }), now)).toBe('live');
    expect(deriveEventStatus(event({ scheduledAt: now + hour }), now)).toBe('upcoming');
    expect(deriveEventStatus(event({ scheduledAt: now - hour }), now)).toBe('past');
    expect(deriveEventStatus(event({}), now)).toBe('unscheduled');
  });

  it('moves with the clock: upcoming, then live, then past', () => {
    const e = event({ scheduledAt: now + hour, liveAt: now + hour, completedAt: now + 2 * hour });
    expect(deriveEventStatus(e, now)).toBe('upcoming');
    expect(deriveEventStatus(e, now + hour)).toBe('live');
    expect(deriveEventStatus(e, now + 2 * hour)).toBe('past');
  });

  it('counts a future live time without a schedule as upcoming', () => {
    expect(deriveEventStatus(event({ liveAt: now + hour }), now)).toBe('upcoming');
  });
});

describe('isCanceled', () => {
  it('is any dated cancelation, even one dated in the future', () => {
    expect(isCanceled(event({ canceledAt: now - hour }))).toBe(true);
    expect(isCanceled(event({ canceledAt: now + hour }))).toBe(true);
    expect(isCanceled(event({ scheduledAt: now + hour }))).toBe(false);
  });
});

describe('nextStatusChange', () => {
  it('is the soonest future timestamp', () => {
    const e = event({ scheduledAt: now + 3 * hour, liveAt: now + hour, completedAt: now + 2 * hour });
    expect(nextStatusChange(e, now)).toBe(now + hour);
    expect(nextStatusChange(e, now + hour)).toBe(now + 2 * hour);
    expect(nextStatusChange(e, now + 3 * hour)).toBeNull();
  });
  it('is null for a canceled event', () => {
    expect(nextStatusChange(event({ canceledAt: now, scheduledAt: now + hour }), now)).toBeNull();
  });
});
