import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { type Location, matchPath, type Params, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import type { ListItem } from '../domain/types';
import { correctedHomeSearch } from '../features/home/home-url';
import type { ListDefinition } from '../lists/definition';
import { eventList } from '../lists/events/event-list';
import { correctListUrl, type ListRead, loadList, readListUrl } from '../lists/list-route';
import type { SomeList } from '../lists/registry';
import type { Redirect } from '../navigation/loader-router';
import { callbackChunk, homeChunk, itemChunk, pagedChunk, wholeChunk } from './chunks';
import { lazyPage } from './lazy-page';

const HomePage = lazyPage(homeChunk, (module) => module.HomePage);
const PagedList = lazyPage(pagedChunk, (module) => module.PagedList);
const WholeList = lazyPage(wholeChunk, (module) => module.WholeList);
const ItemPage = lazyPage(itemChunk, (module) => module.ItemPage);
const CallbackPage = lazyPage(callbackChunk, (module) => module.CallbackPage);
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
const SignedOutPage = lazy(() =>
  import('../auth/signed-out-page').then((m) => ({ default: m.SignedOutPage })),
);

/** One entry of the app's one route table: the resolver and the router both read it. */
export type AppRoute = {
  path: string;
  /** Loads and renders while signed out. */
  public: boolean;
  /** A correction made before anything renders (a page past the last, an old link). */
  correct(location: Location): Redirect | null;
  /** The page's file and its data, started before React renders the address. */
  load(location: Location, client: QueryClient): Promise<Redirect | null>;
  element: ReactNode;
};

type RouteSpec<P> = {
  path: string;
  public?: boolean;
  /** Reads the address; every step of one navigation gets this same value. */
  parse: (location: Location, params: Params) => P;
  correct?: (parsed: P, location: Location) => Redirect | null;
  chunk?: (parsed: P) => Promise<unknown>;
  data?: (parsed: P, location: Location, client: QueryClient) => Promise<Redirect | null>;
  render: (parsed: P) => ReactNode;
};

function route<P>(spec: RouteSpec<P>): AppRoute {
  let last: { address: string; parsed: P } | null = null;
  // A navigation is corrected, settled, loaded and rendered: the address is read once for all four.
  const parse = (location: Location): P => {
    const address = `${location.key} ${location.pathname}${location.search}`;
    if (last?.address !== address) {
      const params = matchPath(spec.path, location.pathname)?.params ?? {};
      last = { address, parsed: spec.parse(location, params) };
    }
    return last.parsed;
  };
  function View() {
    return spec.render(parse(useLocation()));
  }
  return {
    path: spec.path,
    public: spec.public ?? false,
    correct: (location) => spec.correct?.(parse(location), location) ?? null,
    load(location, client) {
      const parsed = parse(location);
      return Promise.all([spec.chunk?.(parsed), spec.data?.(parsed, location, client) ?? null]).then(
        ([, redirect]) => redirect,
      );
    },
    element: <View />,
  };
}

const none = () => null;

function listRoutes<T extends ListItem>(def: ListDefinition<T>): AppRoute[] {
  return [
    route<ListRead>({
      path: def.path,
      parse: (location) => readListUrl(def, location),
      correct: (read, location) => correctListUrl(def, read, location),
      chunk: ({ url }) => (url.whole ? Promise.all([wholeChunk(), def.whole()]) : pagedChunk()),
      data: ({ url }, location, client) => loadList(def, url, location, client),
      render: ({ url }) =>
        url.whole ? <WholeList def={def} url={url} /> : <PagedList def={def} url={url} />,
    }),
    route({
      path: `${def.path}/:id`,
      parse: (_location, params) => params.id ?? '',
      chunk: () => Promise.all([itemChunk(), def.preloadItem()]),
      data: (_id, _location, client) => client.prefetchQuery(def.queries.whole()).then(none),
      render: (id) => <ItemPage key={id} def={def} id={id} />,
    }),
  ];
}

/** The app's routes: What's on, each kind of list's two routes, sign-in's return and the rest. */
export function appRoutes(lists: readonly SomeList[]): AppRoute[] {
  return [
    route({
      path: paths.home,
      parse: none,
      correct: (_parsed, location) => {
        const search = correctedHomeSearch(location.search);
        return search === null ? null : { to: { pathname: location.pathname, search } };
      },
      chunk: homeChunk,
      data: (_parsed, _location, client) => client.prefetchQuery(eventList.queries.whole()).then(none),
      render: () => <HomePage />,
    }),
    ...lists.flatMap((def) => listRoutes(def)),
    route({
      path: paths.callback,
      public: true,
      parse: none,
      chunk: callbackChunk,
      render: () => <CallbackPage />,
    }),
    route({ path: paths.signedOut, public: true, parse: none, render: () => <SignedOutPage /> }),
    route({ path: '*', public: true, parse: none, render: () => <NotFoundPage /> }),
  ];
}
