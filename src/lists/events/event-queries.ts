import { listQueries } from '../../api/list-queries';
import { normaliseEventsPage } from '../../api/normalise';
import { eventsLiveSoon } from './event-changes';

export const eventsApiPath = '/v1/me/community/team/events';

export const eventQueries = listQueries({
  name: 'events',
  apiPath: eventsApiPath,
  normalise: normaliseEventsPage,
  liveSoon: eventsLiveSoon,
});
