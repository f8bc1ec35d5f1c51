import { listQueries } from '../../api/list-queries';
import { readWhole } from '../read-whole';
import { normaliseSessionsPage } from './session-schema';

export const sessionsApiPath = '/v1/me/community/team/sessions';

export const sessionQueries = listQueries({
  name: 'sessions',
  apiPath: sessionsApiPath,
  normalise: normaliseSessionsPage,
  readWhole,
});
