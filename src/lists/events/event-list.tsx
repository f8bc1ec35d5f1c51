import { lazy } from 'react';
import { paths } from '../../config/paths';
import { eventMoment } from '../../domain/event-moment';
import { isCanceled } from '../../domain/event-status';
import type { TeamEvent } from '../../domain/types';
import { chunk } from '../../lib/chunk';
import type { ListDefinition } from '../definition';
import { downloadEventsCalendar } from './download-calendar';
import { EventCard } from './event-card';
import { nextEventChange } from './event-changes';
import { eventQueries } from './event-queries';

const loadView = () => import('./event-view');

export const eventList: ListDefinition<TeamEvent> = {
  name: eventQueries.name,
  path: paths.events,
  words: (m) => m.events.words,
  queries: eventQueries,
  Card: EventCard,
  Item: lazy(() => loadView().then((module) => ({ default: module.EventView }))),
  preloadItem: () => loadView(),
  urlSchema: {
    params: ['status', 'yours', 'account', 'partners', 'price', 'currency', 'replay'],
    sortKeys: ['date', 'name', 'price', 'duration'],
  },
  whole: chunk(() => import('./event-whole').then((module) => module.eventWhole)),
  nextChangeAt: nextEventChange,
  moment: eventMoment,
  seen: (event) => ({ start: eventMoment(event), canceled: isCanceled(event) }),
  downloadCalendar: downloadEventsCalendar,
};
