import type { Location, NavigationType } from 'react-router-dom';

const positions = new Map<string, number>();

if (typeof history !== 'undefined' && 'scrollRestoration' in history) history.scrollRestoration = 'manual';

export function rememberScroll(key: string): void {
  positions.set(key, window.scrollY);
}

export const keepScroll = { keepScroll: true } as const;

function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state;
}

/** True when arriving here puts back a position the page was left at: the page must be drawn whole at once. */
export function willRestoreScroll(action: NavigationType, location: Location): boolean {
  return action === 'POP' && !keepsScroll(location.state) && positions.has(location.key);
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
