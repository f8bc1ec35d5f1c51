import { describe, expect, it } from 'vitest';
import { event, hour } from '../fixtures.test-support';
import { dueReminders } from './reminders';

const now = Date.UTC(2026, 10, 24, 10, 0);
const minute = 60_000;
const events = [
  event('soon', { scheduledAt: now + 10 * minute }),
  event('later', { scheduledAt: now + hour }),
  event('started', { scheduledAt: now - minute }),
  event('canceled', { scheduledAt: now + 5 * minute, canceledAt: now - hour }),
  event('not-starred', { scheduledAt: now + 5 * minute }),
];
const starred = new Set(['soon', 'later', 'started', 'canceled']);

describe('dueReminders', () => {
  it('reminds of starred events starting within the minutes asked, once', () => {
    expect(dueReminders(events, starred, now, 15, new Set()).map((e) => e.id)).toEqual(['soon']);
    expect(dueReminders(events, starred, now, 60, new Set()).map((e) => e.id)).toEqual(['soon', 'later']);
    expect(dueReminders(events, starred, now, 15, new Set(['soon']))).toEqual([]);
  });

  it('says nothing of an event that started, was canceled, or is not starred', () => {
    expect(dueReminders(events, starred, now, 5, new Set())).toEqual([]);
  });
});
