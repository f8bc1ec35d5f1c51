import type { TeamSession } from '../../domain/types';
import type { Column } from '../listing/list-table';
import { accountColumns, durationColumn, priceColumn } from '../listing/table-columns';
import { wholeSessionsQuery } from '../listing/whole-list-query';
import { WholeListView } from '../listing/whole-list-view';
import { SessionCard, sessionCountText } from './session-card';
import { SessionDetails, sessionNoun } from './sessions-page';

const columns: Column<TeamSession>[] = [
  ...accountColumns,
  {
    label: 'Sessions',
    sortKey: 'sessions',
    width: '8rem',
    cell: (session) => sessionCountText(session.sessionCount),
  },
  durationColumn,
  priceColumn,
];

/** Every session at once: table or grid, search, filters, sort, price summary, CSV. */
export function WholeSessions() {
  return (
    <WholeListView
      title="Sessions"
      noun={sessionNoun}
      kind="session"
      csvName="sessions"
      query={wholeSessionsQuery}
      columns={columns}
      sortKeys={['price', 'name', 'duration', 'sessions']}
      groups={{ status: false, replay: false }}
      renderCard={(session, context) => <SessionCard session={session} {...context} />}
      renderDetails={(session) => <SessionDetails session={session} />}
    />
  );
}
