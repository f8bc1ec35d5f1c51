/** Every path the app knows; components link with these, never with string literals. */
export const paths = {
  home: '/',
  events: '/events',
  sessions: '/sessions',
  callback: '/callback',
  signedOut: '/signed-out',
} as const;

/** An item's own page under its list, `/events/evt_123`. */
export function itemPath(listPath: string, id: string): string {
  return `${listPath}/${encodeURIComponent(id)}`;
}
