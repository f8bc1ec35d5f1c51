import type { QueryClient } from '@tanstack/react-query';
import { type Location, matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import type { ListItem } from '../domain/types';
import type { ListDefinition } from '../lists/definition';
import { eventList } from '../lists/events/event-list';
import { correctListUrl, loadList, readListUrl } from '../lists/list-route';
import { sessionList } from '../lists/sessions/session-list';
import type { Redirect, RouteResolver } from '../navigation/loader-router';
import { callbackChunk, homeChunk, itemChunk, pagedChunk, wholeChunk } from './chunks';

type Loader = {
  pattern: string;
  /** Loads while signed out too. */
  public?: boolean;
  correct?: (location: Location) => Redirect | null;
  load: (location: Location, client: QueryClient) => Promise<Redirect | null>;
};

const after = (chunk: Promise<unknown>, data: Promise<Redirect | null>) =>
  Promise.all([chunk, data]).then(([, redirect]) => redirect);

function listLoaders<T extends ListItem>(def: ListDefinition<T>): Loader[] {
  return [
    {
      pattern: def.path,
      correct: (location) => correctListUrl(def, location),
      load: (location, client) =>
        after(
          readListUrl(def, location).url.whole ? wholeChunk() : pagedChunk(),
          loadList(def, location, client),
        ),
    },
    {
      pattern: `${def.path}/:id`,
      load: (_location, client) =>
        after(
          Promise.all([itemChunk(), def.preloadItem()]),
          client.prefetchQuery(def.queries.whole()).then(() => null),
        ),
    },
  ];
}

const loaders: Loader[] = [
  { pattern: paths.callback, public: true, load: () => callbackChunk().then(() => null) },
  {
    pattern: paths.home,
    load: (_location, client) =>
      after(
        homeChunk(),
        client.prefetchQuery(eventList.queries.whole()).then(() => null),
      ),
  },
  ...listLoaders(eventList),
  ...listLoaders(sessionList),
];

export function createResolver(client: QueryClient, signedIn: () => boolean): RouteResolver {
  const find = (location: Location) => loaders.find((loader) => matchPath(loader.pattern, location.pathname));
  return {
    correct: (location) => find(location)?.correct?.(location) ?? null,
    load(location) {
      const loader = find(location);
      if (!loader || !(loader.public || signedIn())) return Promise.resolve(null);
      return loader.load(location, client).catch(() => null);
    },
  };
}
