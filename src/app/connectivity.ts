import { onlineManager, type QueryCacheNotifyEvent } from '@tanstack/react-query';
import { ApiError } from '../api/errors';

export type Connectivity = 'online' | 'offline' | 'unreachable';

export function reachabilityAfter(event: QueryCacheNotifyEvent): boolean | null {
  if (event.type !== 'updated') return null;
  const { action } = event;
  if (action.type === 'success') return true;
  if (action.type === 'failed' || action.type === 'error')
    return action.error instanceof ApiError && action.error.kind === 'network' ? false : null;
  return null;
}

export function connectivity(browserOnline: boolean, serverReachable: boolean): Connectivity {
  if (!browserOnline) return 'offline';
  return serverReachable ? 'online' : 'unreachable';
}

/**
 * TanStack starts online whatever the browser says, so a start with no network (a reload offline, from the
 * service worker's shell) would call every query unreachable. Only `false` is taken: the browser's `true`
 * means some network, not a reachable server. Its `online` event ends it.
 */
export function startOfflineIfBrowserIs(): void {
  if (globalThis.navigator?.onLine === false) onlineManager.setOnline(false);
}
