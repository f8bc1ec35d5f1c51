import type { QueryClient } from '@tanstack/react-query';
import { eventQueries } from '../../api/events';
import { itemPath, paths } from '../../config/paths';
import type { TeamEvent } from '../../domain/types';
import { downloadText } from '../../lib/download';
import { type CalendarEvent, icsFileName, toIcs } from '../../lib/ics';
import { reminderSettings } from '../../lib/reminders';
import { yoursNow } from '../../lib/yours';
import { knownList } from '../known-items';
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

/** One `.ics` file with every event that has a date, each linking to its page here; starred ones remind. */
export function downloadEventsCalendar(events: readonly TeamEvent[], title: string, untitled: string): void {
  const { starred } = yoursNow();
  const { minutes } = reminderSettings.read();
  const entries = events.flatMap((event) => {
    const url = new URL(itemPath(paths.events, event.id), location.origin).href;
    const entry = calendarEvent(event, url, untitled);
    return entry ? [{ ...entry, alarmMinutes: starred.has(event.id) ? minutes : null }] : [];
  });
  downloadText(toIcs(entries, Date.now()), icsFileName(title), 'text/calendar');
}

/** The starred events this tab has read, soonest first. */
export function starredEvents(client: QueryClient, starred: ReadonlySet<string>): TeamEvent[] {
  return knownList(client, eventQueries)
    .items.filter((event) => starred.has(event.id))
    .sort((a, b) => (eventMoment(a) ?? 0) - (eventMoment(b) ?? 0));
}
