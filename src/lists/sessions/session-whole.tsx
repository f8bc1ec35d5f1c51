import type { TeamSession } from '../../domain/types';
import { formatDuration } from '../../lib/duration';
import { formatInteger } from '../../lib/numbers';
import { accountColumn, durationColumn, priceColumn } from '../columns';
import { listCsv } from '../csv-cells';
import type { WholeParts } from '../definition';
import { sharedFacets } from '../facets';
import { durationSort, nameSort, priceSort, type SortDef } from '../sort';
import { totalDurationSeconds } from './session-card';

// What only the whole list of sessions needs: it loads with that view, not with the first page.

const sessionsSort: SortDef<TeamSession> = {
  key: 'sessions',
  label: (m) => m.lists.sorts.sessions,
  value: (row) => row.item.sessionCount,
};

const totalSort: SortDef<TeamSession> = {
  key: 'total',
  label: (m) => m.lists.sorts.total,
  value: (row) => totalDurationSeconds(row.item),
};

export const sessionWhole: WholeParts<TeamSession> = {
  facets: sharedFacets,
  sorts: [nameSort, priceSort, sessionsSort, durationSort, totalSort],
  columns: [
    accountColumn,
    {
      id: 'sessions',
      label: (m) => m.lists.columns.sessions,
      width: '6.5rem',
      align: 'end',
      sort: 'sessions',
      cell: (session) => (session.sessionCount === null ? '—' : formatInteger(session.sessionCount)),
    },
    durationColumn,
    {
      id: 'total',
      label: (m) => m.lists.columns.total,
      width: '7rem',
      align: 'end',
      sort: 'total',
      cell: (session) => {
        const total = totalDurationSeconds(session);
        return total === null ? '—' : formatDuration(total);
      },
    },
    priceColumn,
  ],
  csv: listCsv<TeamSession>(['session_count', 'duration_seconds', 'total_duration_seconds'], (session) => [
    session.sessionCount,
    session.durationSeconds,
    totalDurationSeconds(session),
  ]),
};
