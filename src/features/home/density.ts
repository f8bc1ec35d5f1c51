import { preference, watched } from '../../lib/preference';

export type Density = 'cards' | 'compact';

export const densityPreference = watched(
  preference<Density>('teamboard.home-density', (stored) => (stored === 'compact' ? 'compact' : 'cards')),
);
