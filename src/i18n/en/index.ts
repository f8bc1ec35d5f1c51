import { auth } from './auth';
import { common } from './common';

/** The English catalogue, which every other language's catalogue must match key for key. */
export const en = { common, auth };

export type Messages = typeof en;
