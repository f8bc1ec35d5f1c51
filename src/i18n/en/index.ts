import { app } from './app';
import { auth } from './auth';
import { common } from './common';
import { events } from './events';
import type { later } from './later';
import { lists } from './lists';
import { sessions } from './sessions';
import { yours } from './yours';

/** The sections the first page's file may read: the header, the cards, sign-in and the list states. */
export const en = {
  language: 'en',
  common,
  app,
  auth,
  lists,
  events,
  sessions,
  yours,
};

export type FirstMessages = typeof en;
export type LaterMessages = typeof later;
export type Messages = FirstMessages & LaterMessages;
