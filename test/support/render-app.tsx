import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { homeChunk, itemChunk, pagedChunk, wholeChunk } from '../../src/app/chunks';
import { createQueryClient } from '../../src/app/query-client';
import { createResolver } from '../../src/app/route-resolver';
import { appRoutes } from '../../src/app/routes';
import type { SomeList } from '../../src/lists/registry';
import { listKinds } from '../../src/lists/registry';
import { createAppHistory, LoaderRouter, settle } from '../../src/navigation/loader-router';

// The app's pages as the app routes them (its resolver corrects and loads each address before it
// renders), signed in, with a fresh copy of the app's QueryClient that does not retry unless asked to.
// The API is whatever the test configured: api-sandbox.ts for the sandbox's.

// A page reads through the whole stack (router, resolver, React Query, normaliser, the sandbox's
// handlers); on a busy machine that takes longer than the usual second, and a test longer than 5.
configure({ asyncUtilTimeout: 4_000 });
vi.setConfig({ testTimeout: 20_000 });

function Where() {
  const { pathname, search } = useLocation();
  return (
    <output aria-label="address">
      {pathname}
      {search}
    </output>
  );
}

export type RenderAppOptions = {
  /** React Query's `retry`; none by default. */
  retry?: boolean | ((failureCount: number, error: Error) => boolean);
  /** Render at once instead of after the first address's data is in, as a slow API makes the app do. */
  waitForData?: boolean;
  /** The kinds of list the app routes: the registry's by default. */
  lists?: readonly SomeList[];
};

let pagesLoaded: Promise<unknown> | undefined;

let renders = 0;

export async function renderApp(
  path: string,
  { retry = false, waitForData = true, lists = listKinds }: RenderAppOptions = {},
) {
  // The pages' files, once per test file, so that no test waits for their first transform.
  pagesLoaded ??= Promise.all([homeChunk(), pagedChunk(), wholeChunk(), itemChunk()]);
  await pagesLoaded;
  // A history entry of its own, as a fresh page has: a position remembered by an earlier test is not this one's.
  window.history.replaceState({ usr: null, key: `render-${++renders}`, idx: 0 }, '', path);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry } });
  const history = createAppHistory();
  const routes = appRoutes(lists);
  const resolver = createResolver(routes, client, async () => true);
  // As main.tsx does: the first address settled, its page's file and data asked for, before React.
  const settled = settle(history, resolver);
  if (waitForData) await settled;
  const view = render(
    <QueryClientProvider client={client}>
      <LoaderRouter history={history} resolver={resolver}>
        <Where />
        <main>
          <Suspense fallback={<p>Loading the page</p>}>
            <Routes>
              {routes.map(({ path: pattern, element }) => (
                <Route key={pattern} path={pattern} element={element} />
              ))}
            </Routes>
          </Suspense>
        </main>
      </LoaderRouter>
    </QueryClientProvider>,
  );
  return {
    ...view,
    client,
    history,
    /** The address shown: path and search. */
    address: () => screen.getByRole('status', { name: 'address' }).textContent,
  };
}
