import { lazy } from 'react';
import { paths } from '../../config/paths';
import type { TeamSession } from '../../domain/types';
import { chunk } from '../../lib/chunk';
import type { ListDefinition } from '../definition';
import { SessionCard } from './session-card';
import { sessionQueries } from './session-queries';

const loadView = () => import('./session-view');

export const sessionList: ListDefinition<TeamSession> = {
  name: sessionQueries.name,
  path: paths.sessions,
  words: (m) => m.sessions.words,
  queries: sessionQueries,
  Card: SessionCard,
  Item: lazy(() => loadView().then((module) => ({ default: module.SessionView }))),
  preloadItem: () => loadView(),
  urlSchema: {
    params: ['yours', 'account', 'partners', 'price', 'currency'],
    sortKeys: ['name', 'price', 'sessions', 'duration', 'total'],
  },
  whole: chunk(() => import('./session-whole').then((module) => module.sessionWhole)),
  nextChangeAt: () => null,
  moment: () => null,
  seen: () => ({ start: null, canceled: false }),
};
