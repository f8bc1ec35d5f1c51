import type { Messages } from '../en';
import { auth } from './auth';
import { common } from './common';

export const de: Messages = { common, auth };
