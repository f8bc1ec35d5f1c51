import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '../auth/auth-provider';
import { RequireAuth } from '../auth/require-auth';
import { UserMenu } from '../auth/user-menu';
import { listKinds } from '../lists/registry';
import { type AppHistory, LoaderRouter, type RouteResolver } from '../navigation/loader-router';
import { PageSpinner } from '../ui/page-spinner';
import { settingsChunk } from './chunks';
import { ErrorBoundary } from './error-boundary';
import { Layout } from './layout';
import { lazyPage } from './lazy-page';
import { OfflineBanner } from './offline-banner';
import { PaletteLauncher } from './palette/palette-launcher';
import { Reminders } from './reminders';
import type { AppRoute } from './routes';

// Shown only in the person's menu once it opens, so it stays out of the first page's JavaScript.
const PersonSettings = lazyPage(settingsChunk, (module) => module.PersonSettings, null);

function AppRoutes({ routes }: { routes: readonly AppRoute[] }) {
  const { pathname } = useLocation();
  return (
    <Layout
      lists={listKinds}
      search={<PaletteLauncher />}
      account={<UserMenu settings={<PersonSettings />} />}
    >
      <OfflineBanner />
      <Reminders />
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            {routes.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={route.public ? route.element : <RequireAuth>{route.element}</RequireAuth>}
              />
            ))}
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </Layout>
  );
}

export function App({
  queryClient,
  history,
  routes,
  resolver,
}: {
  queryClient: QueryClient;
  history: AppHistory;
  routes: readonly AppRoute[];
  resolver: RouteResolver;
}) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <LoaderRouter history={history} resolver={resolver}>
          <AuthProvider>
            <AppRoutes routes={routes} />
          </AuthProvider>
        </LoaderRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
