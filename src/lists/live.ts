export const liveRefreshMs = 60_000;
export const soonMs = 60 * 60_000;

export function liveInterval<T>(
  items: readonly T[] | undefined,
  liveSoon: (items: readonly T[], now: number) => boolean,
  every = liveRefreshMs,
): number | false {
  return items !== undefined && liveSoon(items, Date.now()) ? every : false;
}
