import type { EventStatus, TeamEvent } from './types';

type Timestamps = Pick<TeamEvent, 'scheduledAt' | 'liveAt' | 'completedAt' | 'canceledAt'>;

const reached = (at: number | null, now: number) => at !== null && at <= now;

// A cancelation counts whatever its date, unlike a live or completed time (docs/decisions.md).
export function isCanceled(event: Pick<TeamEvent, 'canceledAt'>): boolean {
  return event.canceledAt !== null;
}

// Status words old addresses may carry, and today's word for each: `completed` merged into `past`.
const formerStatuses: Readonly<Record<string, EventStatus>> = { completed: 'past' };

/** Today's word for a status word from an address: a former one is renamed, any other kept as given. */
export function currentStatusWord(word: string): string {
  return Object.hasOwn(formerStatuses, word) ? (formerStatuses[word] as EventStatus) : word;
}

// A live or completed time still in the future has not happened yet; completed and past are one "Ended"
// to a member (docs/decisions.md).
export function deriveEventStatus(event: Timestamps, now: number): EventStatus {
  if (isCanceled(event)) return 'canceled';
  if (reached(event.completedAt, now)) return 'past';
  if (reached(event.liveAt, now)) return 'live';
  if (event.scheduledAt === null) return event.liveAt === null ? 'unscheduled' : 'upcoming';
  return event.scheduledAt > now ? 'upcoming' : 'past';
}

export function nextStatusChange(event: Timestamps, now: number): number | null {
  if (isCanceled(event)) return null;
  let next: number | null = null;
  for (const at of [event.scheduledAt, event.liveAt, event.completedAt]) {
    if (at !== null && at > now && (next === null || at < next)) next = at;
  }
  return next;
}
