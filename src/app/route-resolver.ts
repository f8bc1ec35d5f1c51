import type { QueryClient } from '@tanstack/react-query';
import { type Location, matchPath } from 'react-router-dom';
import type { RouteResolver } from '../navigation/loader-router';
import type { AppRoute } from './routes';

/** Settles each address by the route table before React renders it: corrections first, then chunk and data. */
export function createResolver(
  routes: readonly AppRoute[],
  client: QueryClient,
  signedIn: () => boolean,
): RouteResolver {
  const find = (location: Location) => routes.find((route) => matchPath(route.path, location.pathname));
  return {
    correct: (location) => find(location)?.correct(location) ?? null,
    load(location) {
      const route = find(location);
      if (!route || !(route.public || signedIn())) return Promise.resolve(null);
      return route.load(location, client).catch(() => null);
    },
  };
}
