import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '../auth/auth-provider';
import { RequireAuth } from '../auth/require-auth';
import { UserMenu } from '../auth/user-menu';
import { type AppHistory, LoaderRouter, type RouteResolver } from '../navigation/loader-router';
import { PageSpinner } from '../ui/page-spinner';
import { ErrorBoundary } from './error-boundary';
import { Layout } from './layout';
import { OfflineBanner } from './offline-banner';
import { PaletteLauncher } from './palette/palette-launcher';
import { Reminders } from './reminders';
import { appRoutes } from './routes';

function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <Layout search={<PaletteLauncher />} account={<UserMenu />}>
      <OfflineBanner />
      <Reminders />
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            {appRoutes.map(({ path, element, requiresAuth }) => (
              <Route
                key={path}
                path={path}
                element={requiresAuth ? <RequireAuth>{element}</RequireAuth> : element}
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
  resolver,
}: {
  queryClient: QueryClient;
  history: AppHistory;
  resolver: RouteResolver;
}) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <LoaderRouter history={history} resolver={resolver}>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
        </LoaderRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
