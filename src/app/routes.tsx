import { lazy, type ReactNode, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { paths } from '../config/paths';
import type { ListItem } from '../domain/types';
import type { ListDefinition } from '../lists/definition';
import { eventList } from '../lists/events/event-list';
import { readListUrl } from '../lists/list-route';
import { sessionList } from '../lists/sessions/session-list';
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

function ListRoute<T extends ListItem>({ def }: { def: ListDefinition<T> }) {
  const { search } = useLocation();
  const { url } = useMemo(() => readListUrl(def, { search }), [def, search]);
  return url.whole ? <WholeList def={def} url={url} /> : <PagedList def={def} url={url} />;
}

function ItemRoute<T extends ListItem>({ def }: { def: ListDefinition<T> }) {
  const { id = '' } = useParams();
  return <ItemPage key={id} def={def} id={id} />;
}

export type AppRoute = { path: string; element: ReactNode; requiresAuth: boolean };

export const appRoutes: readonly AppRoute[] = [
  { path: paths.home, element: <HomePage />, requiresAuth: true },
  { path: paths.events, element: <ListRoute def={eventList} />, requiresAuth: true },
  { path: `${paths.events}/:id`, element: <ItemRoute def={eventList} />, requiresAuth: true },
  { path: paths.sessions, element: <ListRoute def={sessionList} />, requiresAuth: true },
  { path: `${paths.sessions}/:id`, element: <ItemRoute def={sessionList} />, requiresAuth: true },
  { path: paths.callback, element: <CallbackPage />, requiresAuth: false },
  { path: paths.signedOut, element: <SignedOutPage />, requiresAuth: false },
  { path: '*', element: <NotFoundPage />, requiresAuth: false },
];
