/** Most a token is refreshed before it expires; a short-lived token is refreshed at a quarter of its life left. */
export const MAX_REFRESH_MARGIN_MS = 30_000;

export type TokenTimes = {
  /** Epoch milliseconds when the token runs out, or null when the server did not say. */
  expiresAt: number | null;
  /** From then on the token is refreshed before a request; null: only a 401 asks for a new one. */
  refreshAt: number | null;
};

/** When a token with `expiresIn` seconds, received at `now`, runs out and is best renewed. */
export function tokenTimes(expiresIn: unknown, now: number): TokenTimes {
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn <= 0)
    return { expiresAt: null, refreshAt: null };
  const lifetime = Math.floor(expiresIn * 1000);
  const margin = Math.min(MAX_REFRESH_MARGIN_MS, Math.floor(lifetime / 4));
  return { expiresAt: now + lifetime, refreshAt: now + lifetime - margin };
}
