import { deriveEventStatus } from '../../domain/event-status';
import type { TeamEvent } from '../../domain/types';
import { formatDateTime } from '../../lib/dates';
import { StatusBadge } from '../../ui/status-badge';
import type { Column } from '../listing/list-table';
import { accountColumns, durationColumn, priceColumn } from '../listing/table-columns';
import { wholeEventsQuery } from '../listing/whole-list-query';
import { WholeListView } from '../listing/whole-list-view';
import { EventCard, eventMoment } from './event-card';
import { EventDetails, eventNoun, nextEventChange } from './events-page';

const columns: Column<TeamEvent>[] = [
  ...accountColumns,
  {
    label: 'Status',
    width: '8rem',
    cell: (event, now) => <StatusBadge status={deriveEventStatus(event, now)} />,
  },
  {
    label: 'Date',
    sortKey: 'date',
    width: '17rem',
    cell: (event) => {
      const at = eventMoment(event);
      return at === null ? 'Not scheduled' : formatDateTime(at);
    },
  },
  durationColumn,
  priceColumn,
];

/** Every event at once: table or grid, search, filters, sort, price summary, CSV. */
export function WholeEvents() {
  return (
    <WholeListView
      title="Events"
      noun={eventNoun}
      kind="event"
      csvName="events"
      query={wholeEventsQuery}
      columns={columns}
      sortKeys={['date', 'price', 'name', 'duration']}
      groups={{ status: true, replay: true }}
      nextChangeAt={nextEventChange}
      renderCard={(event, context) => <EventCard event={event} {...context} />}
      renderDetails={(event, now) => <EventDetails event={event} now={now} />}
    />
  );
}
