import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  Router,
  type To,
} from 'react-router-dom';
import { rememberScroll, restoreScroll } from './scroll';

// react-router's declarative <BrowserRouter>, plus the one thing its data routers add that this app
// needs: each new address passes through the app's routes before React renders it, so a page never
// renders a URL it would have to correct, and its data is asked for as the address changes. The data
// router itself weighs more than the whole bundle budget leaves (docs/architecture.md).

export type AppHistory = ReturnType<typeof createBrowserHistory>;

/** Where to go instead, and the history state to carry there (notices, focus requests). */
export type Redirect = { to: To; state?: unknown };

export type RouteResolver = {
  /** A corrected address, from the URL and the cache alone; null when this one is fine. */
  correct(location: Location): Redirect | null;
  /** Starts what the page will show; settles with a correction found on the way, or null. */
  load(location: Location): Promise<Redirect | null>;
};

export function createAppHistory(): AppHistory {
  return createBrowserHistory({ v5Compat: true });
}

/**
 * Runs the resolver on the current address: a correction replaces it at once (and is resolved in
 * turn), a load starts, and a correction the load finds replaces the address if it is still current.
 * Returns the load, which settles when the page's data is in.
 */
export function settle(history: AppHistory, resolver: RouteResolver): Promise<void> {
  for (let hops = 0; hops < 3; hops++) {
    const redirect = resolver.correct(history.location);
    if (redirect === null) break;
    history.replace(redirect.to, redirect.state);
  }
  const { key } = history.location;
  return resolver.load(history.location).then((redirect) => {
    if (redirect !== null && history.location.key === key) history.replace(redirect.to, redirect.state);
  });
}

/** The app's router: like <BrowserRouter>, with every address settled before it renders. */
export function LoaderRouter({
  history,
  resolver,
  children,
}: {
  history: AppHistory;
  resolver: RouteResolver;
  children: ReactNode;
}) {
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  const shown = useRef(state.location.key);

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const redirect = resolver.correct(location);
        if (redirect !== null) {
          history.replace(redirect.to, redirect.state);
          return;
        }
        void settle(history, resolver);
        rememberScroll(shown.current);
        setState({ action, location });
      }),
    [history, resolver],
  );

  useLayoutEffect(() => {
    shown.current = state.location.key;
    restoreScroll(state.action, state.location);
  }, [state]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
