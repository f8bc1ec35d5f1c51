import { type MouseEvent, useCallback } from 'react';
import { createPath, type Location, resolvePath, useLocation, useNavigate } from 'react-router-dom';
import { focusOn } from './focus';

// Plain anchors, not router <Link>s (a component with five hooks each, two per card); one click handler
// on the grid routes them.

export const openedFromList = { openedFromList: true } as const;

export function openedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openedFromList' in state;
}

type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>;

export function isPlainClick(click: Click): boolean {
  return (
    click.button === 0 &&
    !click.defaultPrevented &&
    !(click.metaKey || click.altKey || click.ctrlKey || click.shiftKey)
  );
}

export function isCurrent(href: string, current: Pick<Location, 'pathname' | 'search' | 'hash'>): boolean {
  return createPath(resolvePath(href, current.pathname)) === createPath(current);
}

export function useLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const anchor = (event.target as Element).closest<HTMLAnchorElement>('a[data-link]');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || !event.currentTarget.contains(anchor) || !isPlainClick(event)) return;
      event.preventDefault();
      // Resolved against the router's location, as <Link> would; a link to where the person is replaces.
      navigate(href, {
        replace: isCurrent(href, location),
        state: anchor.dataset.link === 'account' ? focusOn('account-heading') : openedFromList,
      });
    },
    [navigate, location],
  );
}
