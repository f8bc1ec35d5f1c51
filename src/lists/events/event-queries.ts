import { listQueries } from '../../api/list-queries';
import { readWhole } from '../read-whole';
import { eventsLiveSoon } from './event-changes';
import { normaliseEventsPage } from './event-schema';

export const eventsApiPath = '/v1/me/community/team/events';

export const eventQueries = listQueries({
  name: 'events',
  apiPath: eventsApiPath,
  normalise: normaliseEventsPage,
  liveSoon: eventsLiveSoon,
  readWhole,
});
