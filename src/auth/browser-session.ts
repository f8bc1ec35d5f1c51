import type { AppConfig } from '../config/config';
import { memoryStorage, webStorage } from '../lib/web-storage';
import { grantLocks } from './grant-lock';
import { createSession, type Session, type SessionDeps } from './session';

const CHANNEL_NAME = 'teamboard.auth';

/** The tabs' channel; null where there is none, or where the browser refuses it (Firefox with site data
 * blocked throws), and the tab then simply works alone. */
function openChannel(): SessionDeps['channel'] {
  try {
    if (typeof BroadcastChannel !== 'function') return null;
    const channel = new BroadcastChannel(CHANNEL_NAME);
    return {
      post: (message) => channel.postMessage(message),
      listen: (receive) => channel.addEventListener('message', (event) => receive(event.data)),
    };
  } catch {
    return null;
  }
}

let started: Session | null = null;

/** Builds the tab's session from the config and this browser; call once, before the first render. */
export function startSession(config: AppConfig): Session {
  const storage = webStorage('sessionStorage');
  started = createSession({
    config,
    // Where the browser blocks site data: the tab's state for this page only (a pasted token still works).
    storage: storage ?? memoryStorage(),
    lasting: storage !== undefined,
    locks: grantLocks(globalThis.navigator?.locks),
    channel: openChannel(),
    location: globalThis.location,
    loadActions: () => import('./session-actions'),
  });
  return started;
}

/** The session start-up built, for the components that show it. */
export function appSession(): Session {
  if (!started) throw new Error('startSession() must run before the app renders');
  return started;
}
