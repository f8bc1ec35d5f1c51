import type { Messages } from '../en';
import { app } from './app';
import { auth } from './auth';
import { common } from './common';
import { events } from './events';
import { home } from './home';
import { item } from './item';
import { lists } from './lists';
import { paged } from './paged';
import { palette } from './palette';
import { reminders } from './reminders';
import { seen } from './seen';
import { sessions } from './sessions';
import { signInFailures } from './sign-in-failures';
import { views } from './views';
import { whole } from './whole';
import { yours } from './yours';

export const de: Messages = {
  language: 'de',
  common,
  app,
  auth,
  lists,
  events,
  sessions,
  paged,
  whole,
  item,
  home,
  palette,
  yours,
  views,
  reminders,
  seen,
  signInFailures,
};
