import { preference } from '../../lib/preference';
import type { Layout } from '../../lists/list-url';

/** Grid or table, as the person last chose for whole lists. */
export const layoutPreference = preference<Layout>('teamboard.layout', (stored) =>
  stored === 'table' ? 'table' : 'grid',
);
