import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '../auth/auth-provider';
import { RequireAuth } from '../auth/require-auth';
import { UserMenu } from '../auth/user-menu';
import { PageSpinner } from '../ui/page-spinner';
import { ErrorBoundary } from './error-boundary';
import { Layout } from './layout';
import { OfflineBanner } from './offline-banner';
import { appRoutes, paths } from './routes';

function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <Layout account={<UserMenu />}>
      <OfflineBanner />
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            <Route path={paths.home} element={<Navigate to={paths.events} replace />} />
            {appRoutes.map(({ path, Component, requiresAuth }) => (
              <Route
                key={path}
                path={path}
                element={
                  requiresAuth ? (
                    <RequireAuth>
                      <Component />
                    </RequireAuth>
                  ) : (
                    <Component />
                  )
                }
              />
            ))}
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </Layout>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {/* Navigations render at once, not as transitions: since cards are plain anchors a page switch is
            cheap enough (click to cards 31 ms against 86 ms time-sliced, no task over 50 ms while
            paging; npm run bench). The lazy views and the dialog bring their own Suspense fallbacks. */}
        <BrowserRouter useTransitions={false}>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
