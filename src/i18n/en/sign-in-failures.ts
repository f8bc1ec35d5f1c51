export const signInFailures = {
  cancelled: {
    title: 'Sign-in was cancelled',
    body: 'You cancelled signing in, or the sign-in server denied access. You are not signed in.',
  },
  refused: {
    title: 'The sign-in server refused the sign-in',
    body: (code: string | null) =>
      code ? `It answered “${code}”. You are not signed in.` : 'It gave no reason. You are not signed in.',
  },
  'state-mismatch': {
    title: 'This sign-in could not be verified',
    body: 'The answer does not match the sign-in started in this tab: its state is missing or altered. Nothing was kept.',
  },
  'no-pending': {
    title: 'This sign-in link was already used',
    body: 'No sign-in is under way in this tab; this answer may be old, replayed or from another tab. Nothing was kept.',
  },
  'code-rejected': {
    title: 'The sign-in code was not accepted',
    body: 'The code expired or was already used. Nothing was kept.',
  },
  unreachable: {
    title: 'The sign-in server could not be reached',
    body: 'Check your connection and try again in a moment.',
  },
  'bad-response': {
    title: 'The sign-in server sent an answer Teamboard cannot use',
    body: 'Nothing was kept. If it happens again, the server or Teamboard’s settings for it need a look.',
  },
  discovery: {
    title: 'Teamboard could not read the sign-in server’s settings',
    body: (url: string, got: string, fix: string) => `It asked ${url} and ${got}. ${fix}`,
    answers: {
      status: (status: number) => `got HTTP status ${status}`,
      redirect: 'was redirected (a configured address is used as written)',
      'not-metadata': 'got no server metadata',
      issuer: (issuer: string) => `got another issuer’s, “${issuer}”`,
    },
    unreadableAt: (url: string) =>
      `It asked ${url} and could not read an answer. Check your connection; if it works, that address does not answer this app (no CORS headers?): set VITE_OAUTH_DISCOVERY_URL or the endpoints.`,
    fixes: {
      issuer: 'Set VITE_OAUTH_ISSUER to exactly that issuer.',
      elsewhere:
        'If the server publishes it elsewhere, set VITE_OAUTH_DISCOVERY_URL to that exact address, or set the endpoints.',
    },
  },
  configuration: {
    title: 'Teamboard is not set up for this sign-in server',
    body: 'Trying again will not help until whoever set Teamboard up changes this.',
    problems: {
      metadata:
        'It does not answer where Teamboard looks: check VITE_OAUTH_ISSUER and VITE_OAUTH_DISCOVERY (or the endpoints).',
      issuer:
        'It names another issuer: VITE_OAUTH_ISSUER must be exactly its issuer, a trailing “/” included.',
      client:
        'It does not know Teamboard as a public client: check VITE_OAUTH_CLIENT_ID and the registration.',
      scope: 'It refused the scopes: check VITE_OAUTH_SCOPES.',
      resource: 'It does not know the API: check VITE_OAUTH_RESOURCE or VITE_OAUTH_AUDIENCE.',
      'id-token':
        'It sent no ID token for the scope openid: for a plain OAuth 2 server, leave openid out of VITE_OAUTH_SCOPES.',
    },
  },
};
