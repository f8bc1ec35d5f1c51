import { eventMoment } from '../../domain/event-moment';
import { isCanceled } from '../../domain/event-status';
import type { TeamEvent } from '../../domain/types';

/**
 * The starred events whose reminder is due now: starting within `minutes`, not started yet, not canceled,
 * and not reminded of before in this tab.
 */
export function dueReminders(
  events: readonly TeamEvent[],
  starred: ReadonlySet<string>,
  now: number,
  minutes: number,
  reminded: ReadonlySet<string>,
): TeamEvent[] {
  return events.filter((event) => {
    if (!starred.has(event.id) || reminded.has(event.id) || isCanceled(event)) return false;
    const at = eventMoment(event);
    return at !== null && at > now && at - now <= minutes * 60_000;
  });
}
