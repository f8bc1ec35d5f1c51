export const paths = {
  home: '/',
  events: '/events',
  sessions: '/sessions',
  callback: '/callback',
  signedOut: '/signed-out',
} as const;

export function itemPath(listPath: string, id: string): string {
  return `${listPath}/${encodeURIComponent(id)}`;
}
