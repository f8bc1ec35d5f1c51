export function needsRefresh(refreshAt: number | null, now: number): boolean {
  return refreshAt !== null && now >= refreshAt;
}
