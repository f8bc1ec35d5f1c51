import type { TeamEvent } from './types';

// Where every view places an event in time (sections, sorting, calendars, reminders): when it is
// scheduled, else when it went live, since an event that only ever went live still happened then.
export function eventMoment(event: Pick<TeamEvent, 'scheduledAt' | 'liveAt'>): number | null {
  return event.scheduledAt ?? event.liveAt;
}
