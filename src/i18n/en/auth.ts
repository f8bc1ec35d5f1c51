export const auth = {
  signIn: 'Sign in',
  signOut: 'Sign out',
};
