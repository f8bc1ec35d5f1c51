import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient, createApiClient } from './api/client';
import { App } from './app/app';
import { loadConfig } from './app/config';
import { ConfigErrorPage } from './app/config-error-page';
import { requestFirstPage, untilFirstPage } from './app/first-page';
import { createQueryClient } from './app/query-client';
import { applyThemeChoice, readThemeChoice } from './app/theme';
import { configureAuth, getAccessToken, getAuthSnapshot, handleUnauthorized } from './auth/session';
import './ui/theme.css';
import './ui/ui.css';
import './app/app.css';

// Before the first paint, so a remembered theme never flashes the other one.
applyThemeChoice(document.documentElement, readThemeChoice(globalThis.localStorage));

/** How long the first render waits for the first page of cards; the sandbox answers in about 10 ms. */
const firstPageWaitMs = 150;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

const config = loadConfig(import.meta.env);
if (!config.ok) {
  root.render(<ConfigErrorPage problems={config.problems} />);
} else {
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
      ? requestFirstPage(queryClient, globalThis.location, globalThis.localStorage)
      : null;
  void untilFirstPage(firstPage, firstPageWaitMs).then(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}
