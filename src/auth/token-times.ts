// A short-lived token is refreshed with a quarter of its life left.
export const MAX_REFRESH_MARGIN_MS = 30_000;

export type TokenTimes = {
  expiresAt: number | null;
  refreshAt: number | null;
};

export function tokenTimes(expiresIn: unknown, now: number): TokenTimes {
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn <= 0)
    return { expiresAt: null, refreshAt: null };
  const lifetime = Math.floor(expiresIn * 1000);
  const margin = Math.min(MAX_REFRESH_MARGIN_MS, Math.floor(lifetime / 4));
  return { expiresAt: now + lifetime, refreshAt: now + lifetime - margin };
}
