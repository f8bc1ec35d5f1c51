/** True from the token's refresh moment on; unknown expiry never asks for a refresh. */
export function needsRefresh(refreshAt: number | null, now: number): boolean {
  return refreshAt !== null && now >= refreshAt;
}
