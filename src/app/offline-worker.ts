import type { QueryClient } from '@tanstack/react-query';

// The longest a busy tab puts the worker off: a page that never stops reading still gets it.
const latestAfterLoadMs = 10_000;

/**
 * Registers the service worker that keeps the app shell for offline starts (config/offline-worker.ts
 * builds it) once the page has loaded and no request of the tab's is in flight: its install downloads
 * every file of the build, which must compete with neither the first page nor a list read whole.
 */
export function registerOfflineWorker(queryClient: QueryClient): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenLoadedAndQuiet(queryClient, () => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => undefined);
  });
}

/** Runs `then` once the page has loaded and no query is fetching, or `latestAfterLoadMs` after the load. */
export function whenLoadedAndQuiet(queryClient: QueryClient, then: () => void): void {
  const afterLoad = () => {
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      unsubscribe();
      clearTimeout(latest);
      then();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) run();
    });
    const latest = setTimeout(run, latestAfterLoadMs);
    if (queryClient.isFetching() === 0) run();
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}
