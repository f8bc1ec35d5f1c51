import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { focusTargetOf } from './focus';
import { isCurrent, isPlainClick, openedHere, useLinkClicks } from './links';

const plain = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

describe('isPlainClick', () => {
  it('takes a main-button click with no modifier', () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it('leaves new tabs, windows, downloads, other buttons and handled clicks to the browser', () => {
    for (const modifier of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)
      expect(isPlainClick({ ...plain, [modifier]: true })).toBe(false);
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainClick({ ...plain, defaultPrevented: true })).toBe(false);
  });
});

describe('isCurrent', () => {
  const here = { pathname: '/events', search: '?all=1&account=acc_1', hash: '' };

  it('is true for a link, relative or not, to where the person already is', () => {
    expect(isCurrent('?all=1&account=acc_1', here)).toBe(true);
    expect(isCurrent('/events?all=1&account=acc_1', here)).toBe(true);
  });

  it('is false for another search, path or hash', () => {
    expect(isCurrent('?all=1&account=acc_2', here)).toBe(false);
    expect(isCurrent('/sessions?all=1&account=acc_1', here)).toBe(false);
    expect(isCurrent('/events/ev_1', here)).toBe(false);
    expect(isCurrent('?all=1&account=acc_1#top', here)).toBe(false);
  });
});

function Where() {
  const { pathname, search, state } = useLocation();
  const type = useNavigationType();
  return (
    <output aria-label="location">
      {pathname}
      {search}
      {openedHere(state) ? ' (from the list)' : ''}
      {focusTargetOf(state) ? ` (focus: ${focusTargetOf(state)})` : ''}
      {type === 'REPLACE' ? ' (replaced)' : ''}
    </output>
  );
}

// As a card renders its links (lists/card-parts.tsx): plain anchors the grid's one handler routes.
function Grid() {
  const follow = useLinkClicks();
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as in the list views, the clicks come from the links. */}
      <ul onClick={follow}>
        <li>
          <h2>
            <a href="/events/ev_1" data-link="item">
              Event 1
            </a>
          </h2>
        </li>
        <li>
          <a href="/events?all=1&account=acc_1" data-link="account">
            <span>Listings by </span>
            <span>Ada</span>
          </a>
        </li>
        <li>
          <a href="/elsewhere">Not a list link</a>
        </li>
      </ul>
      <a href="/events/ev_2" data-link="item">
        Outside the grid
      </a>
    </>
  );
}

function renderGrid(url = '/events?page=2') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Grid />
      <Where />
    </MemoryRouter>,
  );
  return () => screen.getByRole('status', { name: 'location' }).textContent;
}

/** Clicks, and says whether the app left the click to the browser (whose navigation is then stopped). */
function leftToBrowser(element: HTMLElement, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record, { once: true });
  fireEvent.click(element, init);
  return !prevented;
}

describe('useLinkClicks', () => {
  it('opens an item’s own page in the app, marked as opened from the list', () => {
    const location = renderGrid();
    expect(leftToBrowser(screen.getByRole('link', { name: 'Event 1' }))).toBe(false);
    expect(location()).toBe('/events/ev_1 (from the list)');
  });

  it('routes a click on anything inside a link, as on a card’s name', () => {
    const location = renderGrid();
    expect(leftToBrowser(screen.getByText('Ada'))).toBe(false);
    expect(location()).toBe('/events?all=1&account=acc_1 (focus: account-heading)');
  });

  it('opens an organiser’s listings in the app, whose heading then takes the focus', () => {
    const location = renderGrid();
    expect(leftToBrowser(screen.getByRole('link', { name: 'Listings by Ada' }))).toBe(false);
    expect(location()).toBe('/events?all=1&account=acc_1 (focus: account-heading)');
  });

  it('replaces the history entry when the link leads where the person already is', () => {
    const location = renderGrid('/events?all=1&account=acc_1');
    fireEvent.click(screen.getByRole('link', { name: 'Listings by Ada' }));
    expect(location()).toBe('/events?all=1&account=acc_1 (focus: account-heading) (replaced)');
  });

  it('leaves a modified click to the browser', () => {
    const location = renderGrid();
    expect(leftToBrowser(screen.getByRole('link', { name: 'Event 1' }), { ctrlKey: true })).toBe(true);
    expect(location()).toBe('/events?page=2');
  });

  it('leaves links that are not the list’s own to the browser', () => {
    const location = renderGrid();
    expect(leftToBrowser(screen.getByRole('link', { name: 'Not a list link' }))).toBe(true);
    expect(leftToBrowser(screen.getByRole('link', { name: 'Outside the grid' }))).toBe(true);
    expect(location()).toBe('/events?page=2');
  });
});
