import { eventMoment } from '../../domain/event-moment';
import { deriveEventStatus } from '../../domain/event-status';
import type { EventStatus, TeamEvent } from '../../domain/types';
import { formatDateTime } from '../../lib/dates';
import { StatusChip } from '../../ui/status-chip';
import { accountColumn, durationColumn, priceColumn } from '../columns';
import { isoCell, listCsv } from '../csv-cells';
import type { WholeParts } from '../definition';
import { type Facet, sharedFacets } from '../facets';
import { durationSort, nameSort, priceSort, type SortDef } from '../sort';

// What only the whole list of events needs: it loads with that view, not with the first page.

export const eventStatuses: readonly EventStatus[] = ['live', 'upcoming', 'past', 'canceled', 'unscheduled'];

export const statusFacet: Facet<TeamEvent> = {
  param: 'status',
  kind: 'multi',
  title: (m) => m.lists.facets.status,
  values: (row, now) => [deriveEventStatus(row.item, now)],
  options: (_rows, m) => eventStatuses.map((status) => ({ value: status, label: m.events.status[status] })),
};

const replayFacet: Facet<TeamEvent> = {
  param: 'replay',
  kind: 'toggle',
  title: (m) => m.lists.facets.replay,
  values: (row) => (row.item.offerReplayPurchase ? ['1'] : []),
  options: (_rows, m) => [{ value: '1', label: m.events.replayAvailable }],
};

const dateSort: SortDef<TeamEvent> = {
  key: 'date',
  label: (m) => m.lists.sorts.date,
  value: (row) => eventMoment(row.item),
};

export const eventWhole: WholeParts<TeamEvent> = {
  facets: [statusFacet, ...sharedFacets, replayFacet],
  sorts: [dateSort, nameSort, priceSort, durationSort],
  columns: [
    {
      id: 'status',
      label: (m) => m.lists.columns.status,
      width: '7.5rem',
      // An undated event's date cell says so; its chip would not fit this column.
      cell: (event, now) => {
        const status = deriveEventStatus(event, now);
        return status === 'unscheduled' ? '—' : <StatusChip status={status} />;
      },
    },
    {
      id: 'date',
      label: (m) => m.lists.columns.date,
      width: '12rem',
      sort: 'date',
      cell: (event, _now, m) => {
        const at = eventMoment(event);
        return (
          <span className="data-table__clip">{at === null ? m.events.dateNotSet : formatDateTime(at)}</span>
        );
      },
    },
    accountColumn,
    durationColumn,
    priceColumn,
  ],
  csv: listCsv<TeamEvent>(
    [
      'status',
      'scheduled_at',
      'live_at',
      'completed_at',
      'canceled_at',
      'duration_seconds',
      'offer_replay_purchase',
    ],
    (event, now) => [
      deriveEventStatus(event, now),
      isoCell(event.scheduledAt),
      isoCell(event.liveAt),
      isoCell(event.completedAt),
      isoCell(event.canceledAt),
      event.durationSeconds,
      event.offerReplayPurchase,
    ],
  ),
};
