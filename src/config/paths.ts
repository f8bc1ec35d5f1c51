/** Every path the app knows; components link with these, never with string literals. */
export const paths = {
  home: '/',
  events: '/events',
  sessions: '/sessions',
  callback: '/callback',
  signedOut: '/signed-out',
} as const;
