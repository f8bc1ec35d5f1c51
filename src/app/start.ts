// main.tsx imports this first: it runs before React DOM is evaluated, so the first request leaves early.

import type { QueryClient } from '@tanstack/react-query';
import { configureApiClient, createApiClient } from '../api/client';
import { personOf } from '../auth/auth-state';
import { startSession } from '../auth/browser-session';
import type { ConfigProblem } from '../config/app-config';
import { loadConfig } from '../config/config';
import { takeEarlyResponse } from '../early/handoff';
import { startLanguage } from '../i18n/i18n';
import { keptMarker } from '../lib/keeping';
import { setPerson } from '../lib/personal-store';
import { listKinds } from '../lists/registry';
import { type AppHistory, createAppHistory, type RouteResolver, settle } from '../navigation/loader-router';
import { startOfflineIfBrowserIs } from './connectivity';
import type { KeptLists } from './kept-lists';
import { createQueryClient } from './query-client';
import { createResolver } from './route-resolver';
import { type AppRoute, appRoutes } from './routes';
import { applyThemeChoice, themeChoice } from './theme';

export type Started =
  | { ok: false; problems: ConfigProblem[]; language: Promise<void> }
  | {
      ok: true;
      queryClient: QueryClient;
      history: AppHistory;
      routes: readonly AppRoute[];
      resolver: RouteResolver;
      firstPage: Promise<void>;
      language: Promise<void>;
    };

function start(): Started {
  // Before the first paint, so a remembered theme never flashes the other one.
  applyThemeChoice(document.documentElement, themeChoice.read());
  const language = startLanguage();
  const config = loadConfig(import.meta.env);
  if (!config.ok) return { ...config, language };
  const session = startSession(config.value);
  // Before the first render, not only in AuthProvider's layout effect, which runs after the cards have read
  // the stars: a page drawn on its first frame (the worker's shell, data in time) shows this person's.
  setPerson(personOf(session.snapshot()));
  startOfflineIfBrowserIs();
  const queryClient = createQueryClient();
  const kept = import('./kept-lists').then((module) => module.keepLists(session, queryClient, config.value));
  // Only a device that kept something waits, for its chunk and the restore.
  const after = (wait: (lists: KeptLists) => Promise<void>) => () =>
    keptMarker.read() ? kept.then(wait) : Promise.resolve();
  const restored = after((lists) => lists.ready());
  // A page's data waits only for the first batch, where a paged view's page is; a request, for all of them.
  const firstBack = after((lists) => lists.firstBack());
  configureApiClient(
    createApiClient({
      baseUrl: config.value.apiBaseUrl,
      timeoutMs: config.value.requestTimeoutMs,
      // No request leaves while the kept lists are put back: its answer would race them.
      getAccessToken: () =>
        keptMarker.read() ? restored().then(session.getAccessToken) : session.getAccessToken(),
      onUnauthorized: session.handleUnauthorized,
      takeEarly: takeEarlyResponse,
    }),
  );
  const history = createAppHistory();
  const routes = appRoutes(listKinds);
  const resolver = createResolver(routes, queryClient, session.isSignedIn, firstBack);
  const firstPage = settle(history, resolver);
  return { ok: true, queryClient, history, routes, resolver, firstPage, language };
}

export const started = start();
