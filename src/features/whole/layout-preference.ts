import { preference } from '../../lib/preference';
import type { Layout } from '../../lists/list-url';

export const layoutPreference = preference<Layout>('teamboard.layout', (stored) =>
  stored === 'table' ? 'table' : 'grid',
);
