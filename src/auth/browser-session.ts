import type { AppConfig } from '../config/app-config';
import { memoryStorage, webStorage } from '../lib/web-storage';
import { grantLocks } from './grant-lock';
import { createSession, type Session, type SessionDeps } from './session';

const CHANNEL_NAME = 'teamboard.auth';

// Firefox with site data blocked throws here; the tab then simply works alone.
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

export function startSession(config: AppConfig): Session {
  const storage = webStorage('sessionStorage');
  started = createSession({
    config,
    storage: storage ?? memoryStorage(),
    lasting: storage !== undefined,
    locks: grantLocks(globalThis.navigator?.locks),
    channel: openChannel(),
    location: globalThis.location,
    loadActions: () => import('./session-actions'),
  });
  return started;
}

export function appSession(): Session {
  if (!started) throw new Error('startSession() must run before the app renders');
  return started;
}
