import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type FocusTarget,
  focusOn,
  focusTargetOf,
  fromKeyboard,
  useFocusHandle,
  useFocusKeptIn,
  useFocusOnArrival,
} from './focus';

afterEach(() => {
  document.body.replaceChildren();
});

describe('focusTargetOf', () => {
  it('reads the target a navigation asked for, and nothing from any other state', () => {
    expect(focusTargetOf(focusOn('load-all'))).toBe('load-all');
    expect(focusTargetOf({ ...focusOn('account-heading'), keepScroll: true })).toBe('account-heading');
    for (const state of [
      null,
      undefined,
      'load-all',
      {},
      { focusOn: 3 },
      { focusOn: null },
      { openedFromList: true },
    ])
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

describe('fromKeyboard', () => {
  it('tells a key press (no click count) from a pointer click', () => {
    expect(fromKeyboard({ detail: 0 })).toBe(true);
    expect(fromKeyboard({ detail: 1 })).toBe(false);
  });
});

// A control that goes away when used, as Clear filters does: the search box takes the focus from a key.
function ClearFilters() {
  const [search, handOn] = useFocusHandle<HTMLInputElement>();
  const [cleared, setCleared] = useState(false);
  return (
    <>
      <input ref={search} aria-label="Search" />
      {cleared ? null : (
        <button
          type="button"
          onClick={(event) => {
            handOn(event);
            setCleared(true);
          }}
        >
          Clear filters
        </button>
      )}
    </>
  );
}

describe('useFocusHandle', () => {
  const renderClear = () =>
    render(
      <MemoryRouter>
        <ClearFilters />
      </MemoryRouter>,
    );

  it('hands the focus on when the control is used from the keyboard', async () => {
    const user = userEvent.setup();
    renderClear();
    screen.getByRole('button', { name: 'Clear filters' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });

  it('leaves the focus alone for a pointer click, which needs no place kept', async () => {
    const user = userEvent.setup();
    renderClear();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Search' }));
  });
});

// A banner whose button goes away in place: the container's fallback takes the focus, if it is there.
function Banner({ heading = true }: { heading?: boolean }) {
  const [open, setOpen] = useState(true);
  const keep = useFocusKeptIn<HTMLDivElement>((container) => container.querySelector('h2'));
  return (
    <div {...keep}>
      {heading ? <h2 tabIndex={-1}>Offline</h2> : null}
      {open ? (
        <button type="button" onClick={() => setOpen(false)}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

// The banner inside a page that keeps the focus in its field.
function BannerInPage({ heading }: { heading: boolean }) {
  const page = useFocusKeptIn<HTMLDivElement>((container) => container.querySelector('input'));
  return (
    <div {...page}>
      <input aria-label="Search" />
      <Banner heading={heading} />
    </div>
  );
}

describe('useFocusKeptIn', () => {
  it('gives the focus to the fallback when the focused control goes away inside the container', async () => {
    const user = userEvent.setup();
    render(<Banner />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Offline' }));
  });

  it('does nothing once the focus has left the container', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Banner />
        <input aria-label="Elsewhere" />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Try again' });
    button.focus();
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    fireEvent.click(button);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Elsewhere' }));
  });

  it('lets an outer container take the focus its fallback could not, and forgets it had it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<BannerInPage heading={false} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The outer container looks when it renders, as a page does with the update that took the button.
    rerender(<BannerInPage heading={false} />);
    const search = screen.getByRole('textbox', { name: 'Search' });
    expect(document.activeElement).toBe(search);
    search.blur();
    rerender(<BannerInPage heading />);
    expect(document.activeElement).toBe(document.body);
  });
});
