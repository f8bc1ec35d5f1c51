import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { eventQueries } from '../../api/events';
import { nextStatusChange } from '../../domain/event-status';
import type { TeamEvent } from '../../domain/types';
import { PageSpinner } from '../../ui/page-spinner';
import { isWholeList } from '../listing/list-filters';
import { ListView } from '../listing/list-view';
import { loadAllPerPage } from '../listing/load-all';
import { LoadAllLink } from '../listing/load-all-link';
import { EventCard } from './event-card';

export const EventDetails = lazy(() => import('./event-details').then((m) => ({ default: m.EventDetails })));

// The whole-list view (table, filters, CSV) is for admins and partners: loaded when asked for.
const WholeEvents = lazy(() => import('./whole-events').then((m) => ({ default: m.WholeEvents })));

export const eventNoun = { one: 'event', other: 'events' };

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
  const [searchParams] = useSearchParams();
  if (isWholeList(searchParams)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <WholeEvents />
      </Suspense>
    );
  }
  return (
    <ListView
      title="Events"
      noun={eventNoun}
      query={eventQueries.list}
      actions={<LoadAllLink firstPage={eventQueries.list({ page: 1, perPage: loadAllPerPage })} />}
      nextChangeAt={nextEventChange}
      renderCard={(event, context) => <EventCard event={event} {...context} />}
      renderDetails={(event, now) => <EventDetails event={event} now={now} />}
    />
  );
}
