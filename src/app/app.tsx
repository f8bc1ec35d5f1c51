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
        <BrowserRouter>
          <AuthProvider>
            <AppRoutes />
          </AuthProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
