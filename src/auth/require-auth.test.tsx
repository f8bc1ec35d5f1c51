import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithAuth, startTab, tamsin } from './auth.test-support';
import { RequireAuth } from './require-auth';
import { UserMenu } from './user-menu';

function renderPage(path = '/sessions?page=3') {
  return renderWithAuth(
    <>
      <header>
        <UserMenu />
      </header>
      <main>
        <RequireAuth>
          <p>team sessions</p>
        </RequireAuth>
      </main>
    </>,
    path,
  );
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('RequireAuth', () => {
  it('shows a signed-out person one Sign in button, on the page, and not the page itself', async () => {
    startTab();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sign in to Teamboard' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Sign in' })).toHaveLength(1);
    expect(screen.getByRole('main').contains(screen.getByRole('button', { name: 'Sign in' }))).toBe(true);
    expect(screen.queryByText('team sessions')).toBeNull();
  });

  it('shows the page to a signed-in tab (a reload keeps the session from sessionStorage)', () => {
    startTab(tamsin);
    renderPage();
    expect(screen.getByText('team sessions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tamsin Member' })).toBeTruthy();
  });

  it('explains and refuses a malformed personal token, then accepts a good one for this tab only', async () => {
    const user = userEvent.setup();
    const session = startTab();
    renderPage();
    await user.click(await screen.findByText('Use a personal access token instead'));
    const field = screen.getByLabelText('Personal access token');
    await user.type(field, 'two words');
    await user.click(screen.getByRole('button', { name: 'Use this token' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/one word/).id).toBe(field.getAttribute('aria-describedby')?.split(' ')[0]);

    await user.clear(field);
    await user.type(field, 'Bearer pasted-token-1234');
    await user.click(screen.getByRole('button', { name: 'Use this token' }));
    expect(screen.getByText('team sessions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Personal token' })).toBeTruthy();
    // Handed over at once, not as a promise: nothing to refresh, so the request need not wait a task.
    expect(session.getAccessToken()).toBe('pasted-token-1234');
    expect(sessionStorage.getItem('teamboard.session')).toContain('pasted-token-1234');
    expect(JSON.stringify({ ...localStorage })).not.toContain('pasted-token-1234');
  });

  it('signs a rejected personal token out, says why, and keeps no token', async () => {
    const session = startTab({
      ...tamsin,
      mode: 'personal',
      refreshToken: null,
      expiresAt: null,
      user: { id: null, name: null, picture: null },
    });
    renderPage();
    expect(screen.getByText('team sessions')).toBeTruthy();
    let retry = true;
    await act(async () => {
      retry = await session.handleUnauthorized(tamsin.accessToken);
    });
    expect(retry).toBe(false);
    expect(await screen.findByText(/did not accept the personal token/)).toBeTruthy();
    expect(screen.queryByText('team sessions')).toBeNull();
    expect(session.getAccessToken()).toBeNull();
    expect(sessionStorage.getItem('teamboard.session')).toBeNull();
  });
});
