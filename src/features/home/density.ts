import { preference } from '../../lib/preference';

export const densityPreference = preference<'cards' | 'compact'>('teamboard.home-density', (stored) =>
  stored === 'compact' ? 'compact' : 'cards',
);
