import { type MouseEvent, useCallback } from 'react';
import { createPath, type Location, resolvePath, useLocation, useNavigate } from 'react-router-dom';
import { focusOn } from './focus';

// A page of cards holds two links per card. As router <Link>s each would cost a component with five
// hooks on every render of the grid; as plain anchors they cost nothing, and one click handler on the
// grid routes them instead.

/** Marks a history entry opened from a list, so its Back can return to the list where it was. */
export const openedFromList = { openedFromList: true } as const;

export function openedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openedFromList' in state;
}

type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>;

/**
 * A click the app handles itself, as <Link> decides: the main button, not handled already, and no
 * modifier key (those open a new tab or window, or download, and stay the browser's).
 */
export function isPlainClick(click: Click): boolean {
  return (
    click.button === 0 &&
    !click.defaultPrevented &&
    !(click.metaKey || click.altKey || click.ctrlKey || click.shiftKey)
  );
}

/** True when `href`, resolved against `current` by the router, is where the person already is. */
export function isCurrent(href: string, current: Pick<Location, 'pathname' | 'search' | 'hash'>): boolean {
  return createPath(resolvePath(href, current.pathname)) === createPath(current);
}

/**
 * The grid's click handler: a plain click on a card's link (`data-link`: `item` for its page, `account`
 * for the whole list narrowed to its account) navigates in the app, not by page load.
 */
export function useLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const anchor = (event.target as Element).closest<HTMLAnchorElement>('a[data-link]');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || !event.currentTarget.contains(anchor) || !isPlainClick(event)) return;
      event.preventDefault();
      // Resolved against the router's location, as <Link to={href}> would: the hrefs are relative. As
      // <Link> does, a link to where the person already is replaces the entry instead of adding one.
      navigate(href, {
        replace: isCurrent(href, location),
        state: anchor.dataset.link === 'account' ? focusOn('account-heading') : openedFromList,
      });
    },
    [navigate, location],
  );
}
