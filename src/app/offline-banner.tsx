import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useFocusKeptIn } from '../navigation/focus';
import { connectivity, reachabilityAfter } from './connectivity';
import './offline-banner.css';

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
const content = (banner: HTMLElement) => banner.closest<HTMLElement>('main[tabindex]');

export function OfflineBanner() {
  const queryClient = useQueryClient();
  const browserOnline = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const [reachable, setReachable] = useState(true);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const next = reachabilityAfter(event);
        if (next !== null) setReachable(next);
      }),
    [queryClient],
  );

  const keepFocus = useFocusKeptIn<HTMLDivElement>(content);
  const state = connectivity(browserOnline, reachable);
  // The live region stays mounted so that its message is announced when it appears.
  return (
    <div role="status" className={state === 'online' ? undefined : 'offline-banner'} {...keepFocus}>
      {state === 'offline' ? (
        <p>You are offline. Teamboard will carry on loading when the connection is back.</p>
      ) : state === 'unreachable' ? (
        <>
          <p>Teamboard cannot reach the server. Check the connection, then try again.</p>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => void queryClient.refetchQueries({ type: 'active' })}
          >
            Try again
          </button>
        </>
      ) : null}
    </div>
  );
}
