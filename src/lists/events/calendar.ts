import { itemPath, paths } from '../../config/paths';
import type { TeamEvent } from '../../domain/types';
import { downloadText } from '../../lib/download';
import { type CalendarEvent, icsFileName, toIcs } from '../../lib/ics';
import { eventMoment } from './event-card';

export function calendarEvent(event: TeamEvent, url: string, untitled: string): CalendarEvent | null {
  const start = eventMoment(event);
  if (start === null) return null;
  return {
    uid: `${event.id}@${new URL(url).host}`,
    start,
    end: event.durationSeconds === null ? null : start + event.durationSeconds * 1000,
    title: event.name ?? untitled,
    description: event.description,
    url,
    canceled: event.canceledAt !== null,
  };
}

/** One `.ics` file with every event that has a date, each linking to its page here. */
export function downloadEventsCalendar(events: readonly TeamEvent[], title: string, untitled: string): void {
  const entries = events.flatMap((event) => {
    const entry = calendarEvent(
      event,
      new URL(itemPath(paths.events, event.id), location.origin).href,
      untitled,
    );
    return entry ? [entry] : [];
  });
  downloadText(toIcs(entries, Date.now()), icsFileName(title), 'text/calendar');
}
