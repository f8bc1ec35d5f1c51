import type { QueryClient } from '@tanstack/react-query';
import { eventEnd, eventMoment } from '../../domain/event-moment';
import { isCanceled } from '../../domain/event-status';
import type { TeamEvent } from '../../domain/types';
import type { CalendarEvent } from '../../lib/ics';
import { knownList } from '../known-items';
import { eventQueries } from './event-queries';

export function calendarEvent(event: TeamEvent, url: string, untitled: string): CalendarEvent | null {
  const start = eventMoment(event);
  if (start === null) return null;
  return {
    uid: `${event.id}@${new URL(url).host}`,
    start,
    end: eventEnd(event),
    title: event.name ?? untitled,
    description: event.description,
    url,
    canceled: isCanceled(event),
  };
}

/** The starred events this tab has read, soonest first. */
export function starredEvents(client: QueryClient, starred: ReadonlySet<string>): TeamEvent[] {
  return knownList(client, eventQueries)
    .items.filter((event) => starred.has(event.id))
    .sort((a, b) => (eventMoment(a) ?? 0) - (eventMoment(b) ?? 0));
}
