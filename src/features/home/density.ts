import { preference } from '../../lib/preference';

/** Cards with covers, or compact rows for people who scan many events; remembered. */
export const densityPreference = preference<'cards' | 'compact'>('teamboard.home-density', (stored) =>
  stored === 'compact' ? 'compact' : 'cards',
);
