import { eventMoment } from '../../domain/event-moment';
import { deriveEventStatus, nextStatusChange } from '../../domain/event-status';
import type { TeamEvent } from '../../domain/types';

// When what a list of events shows changes by itself: its refresh policy and its clock read these.

const soonMs = 60 * 60_000;

export function eventsLiveSoon(events: readonly TeamEvent[], now: number): boolean {
  return events.some((event) => {
    const status = deriveEventStatus(event, now);
    const at = eventMoment(event);
    if (status === 'live') return true;
    if (at === null) return false;
    if (status === 'upcoming') return at - now <= soonMs;
    // Its start came within the hour and the server has not said it went live: it may say so any moment.
    return status === 'past' && event.liveAt === null && event.completedAt === null && now - at <= soonMs;
  });
}

export function nextEventChange(events: readonly TeamEvent[], now: number): number | null {
  let soonest: number | null = null;
  for (const event of events) {
    const at = nextStatusChange(event, now);
    if (at !== null && (soonest === null || at < soonest)) soonest = at;
  }
  return soonest;
}
