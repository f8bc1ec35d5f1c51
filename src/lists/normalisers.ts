import type { Normalise } from '../api/page-reader';
import { normaliseEventsPage } from './events/event-schema';
import { normaliseSessionsPage } from './sessions/session-schema';

/** Each list's normaliser by the list's name, for the page reader's worker. */
export const normalisers: Record<string, Normalise> = {
  events: normaliseEventsPage,
  sessions: normaliseSessionsPage,
};
