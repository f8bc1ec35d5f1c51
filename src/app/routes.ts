import { type ComponentType, lazy } from 'react';
import { paths } from '../config/paths';
import { EventsPage } from '../features/events/events-page';
import { SessionsPage } from '../features/sessions/sessions-page';
import { NotFoundPage } from './not-found-page';

export { paths };

export type AppRoute = {
  path: string;
  Component: ComponentType;
  /** Signed-in only: wrapped in the auth layer's guard. */
  requiresAuth: boolean;
};

// Sign-in internals are not needed for the first cards, so they load on demand.
const CallbackPage = lazy(() => import('../auth/callback-page').then((m) => ({ default: m.CallbackPage })));
const SignedOutPage = lazy(() =>
  import('../auth/signed-out-page').then((m) => ({ default: m.SignedOutPage })),
);

export const appRoutes: readonly AppRoute[] = [
  { path: paths.events, Component: EventsPage, requiresAuth: true },
  { path: paths.sessions, Component: SessionsPage, requiresAuth: true },
  { path: paths.callback, Component: CallbackPage, requiresAuth: false },
  { path: paths.signedOut, Component: SignedOutPage, requiresAuth: false },
  { path: '*', Component: NotFoundPage, requiresAuth: false },
];
