import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { loadConfig } from '../config/config';
import { AuthProvider } from './auth-provider';
import { grantLocks } from './grant-lock';
import { createSession, type Session } from './session';
import { SESSION_KEY, type StoredSession } from './stored-session';

let tab: { session: Session; close(): void } | null = null;

export function startTab(stored: StoredSession | null = null): Session {
  tab?.close();
  sessionStorage.clear();
  localStorage.clear();
  if (stored) sessionStorage.setItem(SESSION_KEY, JSON.stringify(stored));
  const config = loadConfig({}, 'http://localhost:3000');
  if (!config.ok) throw new Error('the sandbox defaults must load');
  const channel = new BroadcastChannel('teamboard.auth');
  const session = createSession({
    config: config.value,
    storage: sessionStorage,
    lasting: true,
    locks: grantLocks(undefined),
    channel: {
      post: (message) => channel.postMessage(message),
      listen: (receive) => channel.addEventListener('message', (event) => receive(event.data)),
    },
    location: window.location,
    loadActions: () => import('./session-actions'),
  });
  tab = { session, close: () => channel.close() };
  return session;
}

export function renderWithAuth(ui: ReactNode, path = '/events') {
  if (!tab) throw new Error('startTab() first');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider session={tab.session}>{ui}</AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const tamsin: StoredSession = {
  mode: 'oauth',
  accessToken: 'access-token-of-tamsin',
  refreshToken: 'refresh-token-of-tamsin',
  expiresAt: Date.now() + 600_000,
  refreshAt: Date.now() + 570_000,
  grant: 'grant-of-tamsin',
  source: null,
  user: { id: null, name: 'Tamsin Member', picture: null },
};
