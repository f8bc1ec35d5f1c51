import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { listKinds } from '../lists/registry';
import { Layout } from './layout';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Layout lists={listKinds} account={<span>Ada</span>}>
        <p>content</p>
      </Layout>
    </MemoryRouter>,
  );
}

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('Layout', () => {
  it('has the product name, a skip link to the main content, and the account slot', () => {
    renderAt('/events');
    expect(screen.getByRole('banner').textContent).toContain('Teamboard');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByText('Ada')).toBeTruthy();
  });

  it('marks the current section in the navigation', () => {
    const { unmount } = renderAt('/sessions/s1');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Sessions');
    expect(screen.getByRole('link', { name: 'Events' }).hasAttribute('aria-current')).toBe(false);
    // The home is current only at the home itself, not under every path.
    expect(screen.getByRole('link', { name: 'What’s on' }).hasAttribute('aria-current')).toBe(false);
    unmount();
    renderAt('/');
    expect(screen.getByRole('link', { name: 'What’s on' }).getAttribute('aria-current')).toBe('page');
  });

  it('switches and remembers the theme, and goes back to the system preference', async () => {
    const user = userEvent.setup();
    renderAt('/events');
    const select = screen.getByRole('combobox', { name: 'Colour theme' });
    expect((select as HTMLSelectElement).value).toBe('system');
    await user.selectOptions(select, 'dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('teamboard.theme')).toBe('dark');
    await user.selectOptions(select, 'system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });
});
