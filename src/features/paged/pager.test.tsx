import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Pager, usePagerShortcuts } from './pager';

const hrefFor = (page: number) => `?page=${page}`;

function Harness({ total }: { total: number }) {
  const { search } = useLocation();
  const current = Number(new URLSearchParams(search).get('page') ?? '1');
  usePagerShortcuts(current, total, hrefFor);
  return (
    <>
      <output aria-label="location">{search}</output>
      <input aria-label="Search" />
      <Pager currentPage={current} totalPages={total} hrefFor={hrefFor} label="Events pages" />
    </>
  );
}

function renderAt(page: number, total: number) {
  return render(
    <MemoryRouter initialEntries={[`/events?page=${page}`]}>
      <Harness total={total} />
    </MemoryRouter>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('Pager', () => {
  it('shows the position, marks the current page and links the neighbours', () => {
    renderAt(2, 42);
    const nav = screen.getByRole('navigation', { name: 'Events pages' });
    expect(nav.textContent).toContain('Page 2 of 42');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 1' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/events?page=3');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/events?page=1');
    expect(screen.getByRole('link', { name: 'Page 42' }).getAttribute('href')).toBe('/events?page=42');
    // Pages far from the current one are left out, behind a gap.
    expect(screen.queryByRole('link', { name: 'Page 10' })).toBeNull();
    expect(nav.textContent).toContain('…');
  });

  it('offers no way back on the first page and no way forward on the last', () => {
    const { unmount } = renderAt(1, 3);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeTruthy();
    unmount();
    renderAt(3, 3);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous page' })).toBeTruthy();
  });

  it('keeps the focus in the pager when the step that had it turns off at the last page', async () => {
    const user = userEvent.setup();
    renderAt(2, 3);
    screen.getByRole('link', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('?page=3');
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Page 3' }));
  });

  it('renders nothing for zero pages', () => {
    renderAt(1, 0);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('moves by click and by the arrow keys', async () => {
    const user = userEvent.setup();
    renderAt(5, 42);
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(location()).toBe('?page=6');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(location()).toBe('?page=4');
    await user.keyboard('{ArrowRight}');
    expect(location()).toBe('?page=5');
  });

  it('ignores the arrow keys while typing or with a modifier, and at the ends', async () => {
    const user = userEvent.setup();
    renderAt(1, 2);
    await user.keyboard('{ArrowLeft}');
    expect(location()).toBe('?page=1');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(location()).toBe('?page=1');
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('{ArrowRight}');
    expect(location()).toBe('?page=1');
  });
});
