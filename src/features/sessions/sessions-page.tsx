import { lazy } from 'react';
import { sessionQueries } from '../../api/sessions';
import { ListView } from '../listing/list-view';
import { SessionCard } from './session-card';

const SessionDetails = lazy(() => import('./session-details').then((m) => ({ default: m.SessionDetails })));

const noun = { one: 'session', other: 'sessions' };

export function SessionsPage() {
  return (
    <ListView
      title="Sessions"
      noun={noun}
      query={sessionQueries.list}
      renderCard={(session, context) => <SessionCard session={session} {...context} />}
      renderDetails={(session) => <SessionDetails session={session} />}
    />
  );
}
