/** Refresh this long before the access token runs out, so a request never leaves with a dying token. */
export const REFRESH_MARGIN_MS = 30_000;

/** Epoch milliseconds when a token with `expires_in` seconds (received at `now`) runs out; null if unknown. */
export function expiresAtFrom(expiresIn: unknown, now: number): number | null {
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn <= 0) return null;
  return now + Math.floor(expiresIn * 1000);
}

/** True when the token is expired or within the margin of it; unknown expiry never asks for a refresh. */
export function needsRefresh(
  expiresAt: number | null,
  now: number,
  margin: number = REFRESH_MARGIN_MS,
): boolean {
  return expiresAt !== null && expiresAt - now <= margin;
}
