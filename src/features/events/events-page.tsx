import { lazy } from 'react';
import { eventQueries } from '../../api/events';
import type { TeamEvent } from '../../api/types';
import { nextStatusChange } from '../../lib/event-status';
import { ListView } from '../listing/list-view';
import { EventCard } from './event-card';

const EventDetails = lazy(() => import('./event-details').then((m) => ({ default: m.EventDetails })));

const noun = { one: 'event', other: 'events' };

/** The soonest moment any shown event changes status by itself. */
export function nextEventChange(events: TeamEvent[], now: number): number | null {
  let soonest: number | null = null;
  for (const event of events) {
    const at = nextStatusChange(event, now);
    if (at !== null && (soonest === null || at < soonest)) soonest = at;
  }
  return soonest;
}

export function EventsPage() {
  return (
    <ListView
      title="Events"
      noun={noun}
      query={eventQueries.list}
      nextChangeAt={nextEventChange}
      renderCard={(event, context) => <EventCard event={event} {...context} />}
      renderDetails={(event, now) => <EventDetails event={event} now={now} />}
    />
  );
}
