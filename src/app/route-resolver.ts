import type { QueryClient } from '@tanstack/react-query';
import { type Location, matchPath } from 'react-router-dom';
import type { RouteResolver } from '../navigation/loader-router';
import type { AppRoute } from './routes';

/** Settles each address by the route table before React renders it: corrections first, then chunk and data. */
export function createResolver(
  routes: readonly AppRoute[],
  client: QueryClient,
  signedIn: () => Promise<boolean>,
  /** A private route's data waits for this: the person's kept lists, as much as a first page needs of them. */
  restored: () => Promise<void> = () => Promise.resolve(),
): RouteResolver {
  const find = (location: Location) => routes.find((route) => matchPath(route.path, location.pathname));
  return {
    correct: (location) => find(location)?.correct(location) ?? null,
    load(location) {
      const route = find(location);
      if (!route) return Promise.resolve(null);
      const load = () => route.load(location, client).catch(() => null);
      // A private route's data waits until the tab knows it is signed in: a tab beside it may be handing over.
      return route.public ? load() : signedIn().then((yes) => (yes ? restored().then(load) : null));
    },
  };
}
