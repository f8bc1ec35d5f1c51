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
        {/* Navigations render at once, not as transitions: since cards are plain anchors, click to cards
            is 39 ms against 86 ms time-sliced, though the frame after a switch is often a task over
            50 ms (npm run bench, README Performance). The list views' lazy parts and the dialog bring
            their own Suspense fallbacks. */}
        <BrowserRouter useTransitions={false}>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
