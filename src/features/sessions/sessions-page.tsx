import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sessionQueries } from '../../api/sessions';
import { PageSpinner } from '../../ui/page-spinner';
import { isWholeList } from '../listing/list-filters';
import { ListView } from '../listing/list-view';
import { loadAllPerPage } from '../listing/load-all';
import { LoadAllLink } from '../listing/load-all-link';
import { SessionCard } from './session-card';

export const SessionDetails = lazy(() =>
  import('./session-details').then((m) => ({ default: m.SessionDetails })),
);

// The whole-list view (table, filters, CSV) is for admins and partners: loaded when asked for.
const WholeSessions = lazy(() => import('./whole-sessions').then((m) => ({ default: m.WholeSessions })));

export const sessionNoun = { one: 'session', other: 'sessions' };

export function SessionsPage() {
  const [searchParams] = useSearchParams();
  if (isWholeList(searchParams)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <WholeSessions />
      </Suspense>
    );
  }
  return (
    <ListView
      title="Sessions"
      noun={sessionNoun}
      query={sessionQueries.list}
      actions={<LoadAllLink firstPage={sessionQueries.list({ page: 1, perPage: loadAllPerPage })} />}
      renderCard={(session, context) => <SessionCard session={session} {...context} />}
      renderDetails={(session) => <SessionDetails session={session} />}
    />
  );
}
