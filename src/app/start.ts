// Everything before React: the theme, the configuration, the tab's session, and the first page's
// request. main.tsx imports this module first, so it runs before React DOM, the router and the app are
// even evaluated, and the request leaves as early as it can.

import type { QueryClient } from '@tanstack/react-query';
import { configureApiClient, createApiClient } from '../api/client';
import { configureAuth, getAccessToken, getAuthSnapshot, handleUnauthorized } from '../auth/session';
import { type ConfigProblem, loadConfig } from '../config/config';
import { webStorage } from '../lib/web-storage';
import { requestFirstPage } from './first-page';
import { createQueryClient } from './query-client';
import { applyThemeChoice, readThemeChoice } from './theme';

export type Started =
  | { ok: false; problems: ConfigProblem[] }
  | {
      ok: true;
      queryClient: QueryClient;
      /** Settles once the first page of cards is in the cache; null when the URL opens none. */
      firstPage: Promise<void> | null;
    };

function start(): Started {
  // Before the first paint, so a remembered theme never flashes the other one.
  applyThemeChoice(document.documentElement, readThemeChoice(webStorage('localStorage')));
  const config = loadConfig(import.meta.env);
  if (!config.ok) return config;
  configureAuth(config.value);
  configureApiClient(
    createApiClient({
      baseUrl: config.value.apiBaseUrl,
      timeoutMs: config.value.requestTimeoutMs,
      getAccessToken,
      onUnauthorized: handleUnauthorized,
    }),
  );
  const queryClient = createQueryClient();
  const firstPage =
    getAuthSnapshot().status === 'signed-in'
      ? requestFirstPage(queryClient, globalThis.location, webStorage('localStorage'))
      : null;
  return { ok: true, queryClient, firstPage };
}

export const started = start();
