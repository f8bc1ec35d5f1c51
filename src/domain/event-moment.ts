import type { TeamEvent } from './types';

// Where every view places an event in time (sections, sorting, calendars, reminders): when it is
// scheduled, else when it went live, since an event that only ever went live still happened then.
export function eventMoment(event: Pick<TeamEvent, 'scheduledAt' | 'liveAt'>): number | null {
  return event.scheduledAt ?? event.liveAt;
}

/** Its moment plus its duration; null when either is unknown. */
export function eventEnd(
  event: Pick<TeamEvent, 'scheduledAt' | 'liveAt' | 'durationSeconds'>,
): number | null {
  const start = eventMoment(event);
  return start === null || event.durationSeconds === null ? null : start + event.durationSeconds * 1000;
}
