/** How often a view refreshes while something in it is live or about to start. */
export const liveRefreshMs = 60_000;
/** "About to start": within this long. */
export const soonMs = 60 * 60_000;

/**
 * React Query's `refetchInterval` for a list view: every minute while `liveSoon` says so, else none.
 * React Query holds it while the tab is hidden.
 */
export function liveInterval<T>(
  items: readonly T[] | undefined,
  liveSoon: (items: readonly T[], now: number) => boolean,
  every = liveRefreshMs,
): number | false {
  return items !== undefined && liveSoon(items, Date.now()) ? every : false;
}
