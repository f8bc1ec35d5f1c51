import type { Messages } from '../en';

export const auth: Messages['auth'] = {
  signIn: 'Anmelden',
  signOut: 'Abmelden',
};
