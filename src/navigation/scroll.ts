import type { Location, NavigationType } from 'react-router-dom';

// The window's scroll position per history entry: Back to a long list returns to where the person
// was, a new page starts at its top, and a change within a page (a filter, a search) leaves it be.

const positions = new Map<string, number>();

if (typeof history !== 'undefined' && 'scrollRestoration' in history) history.scrollRestoration = 'manual';

export function rememberScroll(key: string): void {
  positions.set(key, window.scrollY);
}

/** Keeps the scroll position, on a navigation that asks for it in its state. */
export const keepScroll = { keepScroll: true } as const;

function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state;
}

export function restoreScroll(action: NavigationType, location: Location): void {
  if (action === 'REPLACE' || keepsScroll(location.state)) return;
  const saved = action === 'POP' ? positions.get(location.key) : undefined;
  if (saved === undefined) {
    if (action === 'PUSH') window.scrollTo(0, 0);
    return;
  }
  window.scrollTo(0, saved);
  // A virtualised list lays out its rows a frame later; the position is asked for once more then.
  requestAnimationFrame(() => {
    if (window.scrollY !== saved) window.scrollTo(0, saved);
  });
}
