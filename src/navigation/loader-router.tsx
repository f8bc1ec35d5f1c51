import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  Router,
  type To,
} from 'react-router-dom';
import { rememberScroll, restoreScroll } from './scroll';

// <BrowserRouter> plus what this app needs from a data router, which weighs more than the budget leaves.

export type AppHistory = ReturnType<typeof createBrowserHistory>;

export type Redirect = { to: To; state?: unknown };

export type RouteResolver = {
  correct(location: Location): Redirect | null;
  load(location: Location): Promise<Redirect | null>;
};

export function createAppHistory(): AppHistory {
  return createBrowserHistory({ v5Compat: true });
}

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
