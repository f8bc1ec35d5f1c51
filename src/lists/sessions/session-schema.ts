import * as v from 'valibot';
import { count, listItemFields, listItemOf, normaliseList } from '../../api/normalise';
import type { ListPage, PageParams, TeamSession } from '../../domain/types';

// How an answer of the sessions endpoint becomes sessions: the shared item fields plus a session's own.

const rawSession = v.object({ ...listItemFields, session_count: count });

function toSession(raw: v.InferOutput<typeof rawSession>): TeamSession {
  return {
    kind: 'session',
    ...listItemOf(raw),
    sessionCount: raw.session_count,
  };
}

export function normaliseSessionsPage(json: unknown, requested: PageParams): ListPage<TeamSession> {
  return normaliseList(json, 'sessions', rawSession, toSession, requested);
}
