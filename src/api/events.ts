import { listQueries } from './list-queries';
import { normaliseEventsPage } from './normalise';

export const eventsPath = '/v1/me/community/team/events';

export const eventQueries = listQueries('events', eventsPath, normaliseEventsPage);
