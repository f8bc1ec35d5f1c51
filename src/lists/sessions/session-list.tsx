import { lazy } from 'react';
import { paths } from '../../config/paths';
import type { TeamSession } from '../../domain/types';
import { formatDuration } from '../../lib/duration';
import { formatInteger } from '../../lib/numbers';
import { accountColumn, durationColumn, priceColumn } from '../columns';
import { listCsv } from '../csv-cells';
import type { ListDefinition } from '../definition';
import { sharedFacets } from '../facets';
import { durationSort, nameSort, priceSort, type SortDef } from '../sort';
import { SessionCard, totalDurationSeconds } from './session-card';
import { sessionQueries } from './session-queries';

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

const loadView = () => import('./session-view');

export const sessionList: ListDefinition<TeamSession> = {
  name: 'sessions',
  path: paths.sessions,
  words: (m) => m.sessions.words,
  queries: sessionQueries,
  Card: SessionCard,
  Item: lazy(() => loadView().then((module) => ({ default: module.SessionView }))),
  preloadItem: () => loadView(),
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
  nextChangeAt: () => null,
  moment: () => null,
};
