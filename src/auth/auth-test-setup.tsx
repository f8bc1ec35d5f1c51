import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { loadConfig } from '../config/config';
import { AuthProvider } from './auth-provider';
import { configureAuth } from './session';
import { SESSION_KEY, type StoredSession } from './stored-session';

// Shared by the auth component tests: the real session module, configured for the sandbox, with the
// tab's storage as the test leaves it.

export function startTab(stored: StoredSession | null = null): void {
  sessionStorage.clear();
  localStorage.clear();
  if (stored) sessionStorage.setItem(SESSION_KEY, JSON.stringify(stored));
  const config = loadConfig({}, 'http://localhost:3000');
  if (!config.ok) throw new Error('the sandbox defaults must load');
  configureAuth(config.value);
}

export function renderWithAuth(ui: ReactNode, path = '/events') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>{ui}</AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const tamsin: StoredSession = {
  mode: 'oauth',
  accessToken: 'access-token-of-tamsin',
  refreshToken: 'refresh-token-of-tamsin',
  expiresAt: Date.now() + 600_000,
  user: { name: 'Tamsin Member', picture: null },
};
