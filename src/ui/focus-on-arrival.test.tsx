import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type FocusTarget, focusOn, focusTargetOf, useFocusOnArrival } from './focus-on-arrival';

afterEach(() => {
  document.body.replaceChildren();
});

describe('focusTargetOf', () => {
  it('reads the target a navigation asked for, and nothing from any other state', () => {
    expect(focusTargetOf(focusOn('load-all'))).toBe('load-all');
    for (const state of [null, undefined, 'load-all', {}, { focusOn: 'elsewhere' }, { openedFromList: true }])
      expect(focusTargetOf(state)).toBeNull();
  });
});

// Two views that swap on their links, as the paged list and the whole list do: each its own element.
function Swap({
  label,
  to,
  target,
  asks,
}: {
  label: string;
  to: string;
  target: FocusTarget;
  asks: FocusTarget;
}) {
  const link = useFocusOnArrival<HTMLAnchorElement>(target);
  return (
    <Link ref={link} to={to} state={focusOn(asks)}>
      {label}
    </Link>
  );
}

function renderViews(initial: { pathname: string; state?: unknown } = { pathname: '/paged' }) {
  render(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route
          path="/paged"
          element={<Swap key="paged" label="Load all" to="/whole" target="load-all" asks="back-to-pages" />}
        />
        <Route
          path="/whole"
          element={
            <Swap key="whole" label="Back to pages" to="/paged" target="back-to-pages" asks="load-all" />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useFocusOnArrival', () => {
  it('gives the focus to the element the navigation asked for, once the link that had it is gone', () => {
    renderViews();
    const loadAll = screen.getByRole('link', { name: 'Load all' });
    loadAll.focus();
    fireEvent.click(loadAll);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Back to pages' }));
    fireEvent.click(screen.getByRole('link', { name: 'Back to pages' }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Load all' }));
  });

  it('never takes the focus from where the person has put it', () => {
    renderViews();
    const search = document.body.appendChild(document.createElement('input'));
    search.focus();
    fireEvent.click(screen.getByRole('link', { name: 'Load all' }));
    expect(screen.getByRole('link', { name: 'Back to pages' })).toBeTruthy();
    expect(document.activeElement).toBe(search);
  });

  it('does not take the focus again when the page loads (or Back returns) with the request in its history', () => {
    renderViews({ pathname: '/whole', state: focusOn('back-to-pages') });
    expect(screen.getByRole('link', { name: 'Back to pages' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });
});
