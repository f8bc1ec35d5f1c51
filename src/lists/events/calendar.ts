import type { TeamEvent } from '../../domain/types';
import type { CalendarEvent } from '../../lib/ics';
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
