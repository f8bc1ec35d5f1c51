import { listQueries } from './list-queries';
import { normaliseSessionsPage } from './normalise';

export const sessionsPath = '/v1/me/community/team/sessions';

export const sessionQueries = listQueries('sessions', sessionsPath, normaliseSessionsPage);
