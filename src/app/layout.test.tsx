import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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

  it('keeps settings out of the header: they live in the person’s menu', () => {
    renderAt('/events');
    expect(screen.queryAllByRole('combobox')).toEqual([]);
  });
});
