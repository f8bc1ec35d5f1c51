import { getSandboxTokens } from '../../sandbox/sandbox-token';
import { APP_ORIGIN, SANDBOX_ORIGIN } from './origins';

export type RawEvent = {
  id: string;
  name: string;
  scheduled_at: string | null;
  live_at: string | null;
  completed_at: string | null;
  canceled_at: string | null;
  price: { value: number; value_in_cents: number; currency: string };
  account: { id: string; name: string; partner: boolean };
};

/** The sandbox's own data, fetched page by page with a real token: the independent side of each check. */
export async function fetchAll<T>(
  login: string,
  list: 'events' | 'sessions',
): Promise<{ items: T[]; totalPages: number }> {
  const { accessToken } = await getSandboxTokens(SANDBOX_ORIGIN, login, APP_ORIGIN);
  const items: T[] = [];
  let totalPages = 1;
  for (let page = 1; page <= totalPages; page++) {
    const res = await fetch(`${SANDBOX_ORIGIN}/v1/me/community/team/${list}?page=${page}&per_page=100`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const body = (await res.json()) as Record<string, T[]> & {
      meta: { pagination: { total_pages: number } };
    };
    totalPages = body.meta.pagination.total_pages;
    items.push(...(body[list] ?? []));
  }
  return { items, totalPages };
}

const at = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** An event's status by the contract's timestamps, written apart from the app's own derivation. */
export function statusAt(event: RawEvent, now: number): string {
  if (event.canceled_at) return 'canceled';
  if (event.completed_at) return 'past';
  if (event.live_at) return 'live';
  const scheduled = at(event.scheduled_at);
  if (scheduled === null) return 'unscheduled';
  return scheduled > now ? 'upcoming' : 'past';
}

const minute = 60_000;

/**
 * The latest event that has started and ended, at any time of day: with both clocks set back to just
 * before its start, it is an upcoming event about to begin. Moving clocks back keeps the signed-in tokens
 * fresh, and the sandbox keeps its data laid out for the real day while its clock is set. (Events live now
 * move with the clock, so they are never upcoming; no-shows never end, so they are never picked.)
 */
export async function eventToReplay(login: string): Promise<RawEvent & { start: number }> {
  const { items } = await fetchAll<RawEvent>(login, 'events');
  const now = Date.now();
  const event = items
    .filter((item) => item.completed_at !== null && item.canceled_at === null && item.scheduled_at !== null)
    .map((item) => ({ ...item, start: Date.parse(item.scheduled_at ?? '') }))
    .filter((item) => item.start < now - 30 * minute)
    .sort((a, b) => b.start - a.start)[0];
  if (!event) throw new Error(`the sandbox has no event of ${login}'s that has ended`);
  return event;
}
