import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithAuth, startTab, tamsin } from './auth.test-support';
import { RequireAuth } from './require-auth';
import { UserMenu } from './user-menu';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function renderShell() {
  return renderWithAuth(
    <>
      <UserMenu />
      <a href="#elsewhere">elsewhere</a>
      <RequireAuth>
        <p>team events</p>
      </RequireAuth>
    </>,
  );
}

describe('UserMenu', () => {
  it('offers Sign in when signed out and no page prompt is shown', () => {
    startTab();
    renderWithAuth(<UserMenu />, '/not-a-page');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the name with initials when there is no picture, and opens a disclosure by keyboard', async () => {
    const user = userEvent.setup();
    startTab(tamsin);
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Tamsin Member' });
    expect(toggle.textContent).toContain('TM');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The panel's content arrives with its chunk, once the menu first opens.
    await screen.findByRole('button', { name: 'Sign out' });
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.textContent).toContain(
      'Signed in as Tamsin Member',
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out' }));

    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when focus or a click goes elsewhere', async () => {
    const user = userEvent.setup();
    startTab(tamsin);
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Tamsin Member' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByText('team events'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const menu = toggle.parentElement;
    for (let step = 0; step < 10 && menu?.contains(document.activeElement); step++) await user.tab();
    expect(menu?.contains(document.activeElement)).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('labels a personal token clearly', async () => {
    const user = userEvent.setup();
    startTab({
      ...tamsin,
      mode: 'personal',
      refreshToken: null,
      user: { id: null, name: null, picture: null },
    });
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Personal token' }));
    expect(await screen.findByText(/for this tab only/)).toBeTruthy();
  });

  it('signs out of a personal token: the page prompts again, other tabs are told, no token is kept', async () => {
    const user = userEvent.setup();
    const otherTab = new BroadcastChannel('teamboard.auth');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    startTab({
      ...tamsin,
      mode: 'personal',
      refreshToken: null,
      user: { id: null, name: null, picture: null },
    });
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Personal token' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeTruthy();
    expect(screen.queryByText('team events')).toBeNull();
    expect(sessionStorage.getItem('teamboard.session')).toBeNull();
    await waitFor(() => expect(heard).toEqual([{ type: 'signed-out' }]));
    otherTab.close();
  });

  it('signs this tab out when another tab signs out', async () => {
    // A personal token, so nothing is revoked over the network here; the e2e test covers OAuth.
    startTab({ ...tamsin, mode: 'personal', refreshToken: null });
    renderShell();
    expect(screen.getByText('team events')).toBeTruthy();
    const otherTab = new BroadcastChannel('teamboard.auth');
    await act(async () => {
      otherTab.postMessage({ type: 'signed-out' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeTruthy();
    expect(sessionStorage.getItem('teamboard.session')).toBeNull();
    otherTab.close();
  });
});
