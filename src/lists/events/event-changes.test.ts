import { describe, expect, it } from 'vitest';
import { event, fixedNow, hour } from '../fixtures.test-support';
import { eventsLiveSoon, nextEventChange } from './event-changes';

describe('eventsLiveSoon', () => {
  it('is true while an event is live, or one starts within the hour', () => {
    expect(eventsLiveSoon([event('live', { liveAt: fixedNow - hour })], fixedNow)).toBe(true);
    expect(eventsLiveSoon([event('soon', { scheduledAt: fixedNow + 30 * 60_000 })], fixedNow)).toBe(true);
    expect(eventsLiveSoon([event('hour', { scheduledAt: fixedNow + hour })], fixedNow)).toBe(true);
  });

  it('is true for an hour after a start the server has not yet marked live, false after', () => {
    const started = event('started', { scheduledAt: fixedNow - 30 * 60_000 });
    expect(eventsLiveSoon([started], fixedNow)).toBe(true);
    expect(eventsLiveSoon([started], fixedNow + 31 * 60_000)).toBe(false);
  });

  it('is false for later, past, canceled and undated events, and for none', () => {
    expect(
      eventsLiveSoon(
        [
          event('later', { scheduledAt: fixedNow + 2 * hour }),
          event('canceled', { scheduledAt: fixedNow + 60_000, canceledAt: fixedNow - hour }),
          event('done', { liveAt: fixedNow - 2 * hour, completedAt: fixedNow - hour }),
          event('undated', { scheduledAt: null }),
        ],
        fixedNow,
      ),
    ).toBe(false);
    expect(eventsLiveSoon([], fixedNow)).toBe(false);
  });
});

describe('nextEventChange', () => {
  it('is the soonest moment any event changes status by itself', () => {
    const events = [
      event('a', { scheduledAt: fixedNow + 3 * hour }),
      event('b', { scheduledAt: fixedNow - hour, liveAt: fixedNow - hour, completedAt: fixedNow + hour }),
      event('c', { scheduledAt: fixedNow + 30 * 60_000, canceledAt: fixedNow - hour }),
    ];
    expect(nextEventChange(events, fixedNow)).toBe(fixedNow + hour);
    expect(nextEventChange(events, fixedNow + hour)).toBe(fixedNow + 3 * hour);
    expect(nextEventChange(events, fixedNow + 3 * hour)).toBeNull();
  });
});
