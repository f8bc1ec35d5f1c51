import { preference, watched } from '../../lib/preference';

export const densities = ['cards', 'compact'] as const;
export type Density = (typeof densities)[number];

export const densityPreference = watched(
  preference<Density>('teamboard.home-density', (stored) => (stored === 'compact' ? 'compact' : 'cards')),
);
