import { home } from './home';
import { item } from './item';
import { paged } from './paged';
import { palette } from './palette';
import { reminders } from './reminders';
import { seen } from './seen';
import { signInFailures } from './sign-in-failures';
import { views } from './views';
import { whole } from './whole';

/** The sections only lazy chunks read: they load with those chunks (`../later.ts`), not in the first file. */
export const later = {
  paged,
  whole,
  item,
  home,
  views,
  reminders,
  seen,
  signInFailures,
  palette,
};
