// The app's code for the page at an address, asked for by the early script beside the bundle, where the
// bundle would ask for it only once it has run. The build writes which files each page needs into
// index.html (vite.config.ts); this file only says which pages an address shows.

/** The name of the `<meta>` of index.html whose content is the build's `PartFiles`, as JSON. */
export const partFilesMeta = 'teamboard-parts';

/** The lazily loaded parts of the app that a first page can need. */
export type FirstPagePart =
  | 'start'
  | 'callback'
  | 'home'
  | 'paged'
  | 'whole'
  | 'item'
  | 'events-whole'
  | 'sessions-whole'
  | 'events-item'
  | 'sessions-item';

/** The files of each part, from the build: a part's chunk and the chunks it imports. */
export type PartFiles = Partial<Record<FirstPagePart, readonly string[]>>;

const lists = ['events', 'sessions'] as const;

/** Where the pending sign-in started, as the app's sign-in keeps it in the tab (auth/oauth-sign-in.ts). */
export function pendingReturnTo(tab: Pick<Storage, 'getItem'>): string | null {
  try {
    const returnTo: unknown = JSON.parse(tab.getItem('teamboard.sign-in') ?? 'null')?.returnTo;
    return typeof returnTo === 'string' ? returnTo : null;
  } catch {
    return null;
  }
}

type Address = { pathname: string; search: string };

/**
 * The parts the page at this address renders first; none where the address is not a page of ours. On the
 * way back from the sign-in server, `returnTo` is where the sign-in started, the page that comes next.
 */
export function partsAt(location: Address, returnTo: string | null = null): FirstPagePart[] {
  if (location.pathname === '/callback') {
    const next =
      returnTo?.startsWith('/') && !returnTo.startsWith('//') ? new URL(returnTo, 'http://x') : null;
    const after = next && next.pathname !== '/callback' ? partsAt(next) : [];
    return ['start', 'callback', ...after.filter((part) => part !== 'start')];
  }
  if (location.pathname === '/') return ['start', 'home'];
  const [, list, id, ...rest] = location.pathname.split('/');
  const known = lists.find((name) => name === list);
  if (known === undefined || rest.length > 0 || id === '') return [];
  if (id !== undefined) return ['start', 'item', `${known}-item`];
  return new URLSearchParams(location.search).get('all') === '1'
    ? ['start', 'whole', `${known}-whole`]
    : ['start', 'paged'];
}

/** The files to ask for at this address, each once. */
export function filesAt(location: Address, files: PartFiles, returnTo: string | null = null): string[] {
  const wanted = partsAt(location, returnTo).flatMap((part) => {
    const named = files[part];
    return Array.isArray(named) ? named.filter((file): file is string => typeof file === 'string') : [];
  });
  return [...new Set(wanted)];
}
