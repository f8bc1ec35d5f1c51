export const auth = {
  signIn: 'Sign in',
  signOut: 'Sign out',
  signedIn: 'Signed in',
  personalToken: 'Personal token',
  signedInAs: 'Signed in as',
  signedInWithToken: ['Signed in with a', 'personal token', ', for this tab only.'] as [
    string,
    string,
    string,
  ],
  onThisDevice: 'On this device',
  sharedComputer: 'This is a shared computer: keep nothing of my lists here',
  prompt: {
    signedOutTitle: 'Signed out',
    heading: 'Sign in to Teamboard',
    signedOutHeading: 'You are signed out',
    body: 'Sign in to see your community team’s events and sessions.',
    tokenRejected: 'The API did not accept the personal token. Sign in, or paste another token.',
    storageBlocked:
      'This browser blocks site data for Teamboard, which signing in needs. Allow site data for this site, or paste a personal access token below (it then lasts for this page only).',
  },
  personal: {
    summary: 'Use a personal access token instead',
    label: 'Personal access token',
    hint: 'Kept in this tab only, until you close it. Not refreshed: when it expires, paste a new one or sign in.',
    submit: 'Use this token',
    problems: {
      empty: 'Paste a token first.',
      spaces: 'A token is one word, without spaces or line breaks.',
      characters: 'This does not look like a token: it has characters a token cannot have.',
      length: 'A token is between 8 and 8,192 characters long.',
    },
  },
};
