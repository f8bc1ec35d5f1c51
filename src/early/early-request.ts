// The first list request, worked out from the address and the tab's session before the app's code has
// arrived. This file is its own small script (early.ts): it imports nothing, so no code is shared with
// the app's bundle. A sandbox test holds its answers to what the app's own routes request.

/** What the app asks for first on each list address: a page of the paged grid, or a whole list's first. */
const listPaths: Readonly<Record<string, string>> = {
  '/events': '/v1/me/community/team/events',
  '/sessions': '/v1/me/community/team/sessions',
};
const homePath = '/';
const defaultPerPage = 24;
const maxPerPage = 100;
const wholePerPage = 100;
const renewalMarginMs = 30_000;

function whole(raw: string | null): number | null {
  const trimmed = raw?.trim() ?? '';
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

const isPerPage = (value: number | null): value is number =>
  value !== null && value >= 1 && value <= maxPerPage;

function perPageOf(raw: string | null, stored: string | null): number {
  const remembered = stored === null ? null : Number(stored);
  const fallback =
    remembered !== null && Number.isInteger(remembered) && isPerPage(remembered)
      ? remembered
      : defaultPerPage;
  if (raw === null) return fallback;
  const value = whole(raw);
  if (isPerPage(value)) return value;
  return value !== null && value > maxPerPage ? maxPerPage : fallback;
}

/**
 * The API request the app will make first at this address, or null where it makes none or the guess
 * could be wrong (an item page, the sign-in server's return). `storedPerPage` is the person's remembered page size.
 */
export function earlyListUrl(
  location: { pathname: string; search: string },
  apiBase: string,
  storedPerPage: string | null,
): URL | null {
  const search = new URLSearchParams(location.search);
  const base = apiBase.replace(/\/+$/, '');
  const at = (apiPath: string, page: number, perPage: number) => {
    const url = new URL(`${base}${apiPath}`);
    url.searchParams.set('page', String(page));
    url.searchParams.set('per_page', String(perPage));
    return url;
  };
  if (location.pathname === homePath) return at(listPaths['/events'] as string, 1, wholePerPage);
  const apiPath = Object.hasOwn(listPaths, location.pathname) ? listPaths[location.pathname] : undefined;
  if (apiPath === undefined) return null;
  if (search.get('all') === '1') return at(apiPath, 1, wholePerPage);
  const page = whole(search.get('page'));
  return at(apiPath, page !== null && page >= 1 ? page : 1, perPageOf(search.get('per_page'), storedPerPage));
}

/** The first request at this address with the token it would carry, from the tab's own storage. */
export function earlyRequestFor(options: {
  location: { pathname: string; search: string };
  apiBase: string;
  session: Pick<Storage, 'getItem'>;
  preferences: Pick<Storage, 'getItem'>;
  now: number;
}): { url: URL; token: string } | null {
  const token = earlyToken(options.session.getItem('teamboard.session'), options.now);
  const url =
    token &&
    earlyListUrl(options.location, options.apiBase, options.preferences.getItem('teamboard.perPage'));
  return token && url ? { url, token } : null;
}

/**
 * The access token the app would send now, read from the tab's stored session; null when there is none
 * or the app would renew it first (then the app's own request is the first).
 */
export function earlyToken(storedSession: string | null, now: number): string | null {
  try {
    const session: unknown = JSON.parse(storedSession ?? 'null');
    if (typeof session !== 'object' || session === null) return null;
    const { accessToken, refreshAt, expiresAt } = session as Record<string, unknown>;
    if (typeof accessToken !== 'string' || accessToken === '') return null;
    // A margin, so the app cannot renew it in the moments before it takes the answer.
    const due = [refreshAt, expiresAt].some((at) => typeof at === 'number' && now >= at - renewalMarginMs);
    return due ? null : accessToken;
  } catch {
    return null;
  }
}
