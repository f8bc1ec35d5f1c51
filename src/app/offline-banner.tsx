import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type FirstMessages, useMessages } from '../i18n/i18n';
import { formatDateTime, formatTime, startOfDay } from '../lib/dates';
import { useFocusKeptIn } from '../navigation/focus';
import { connectivity, reachabilityAfter } from './connectivity';
import { useShownDataAt } from './shown-data';
import './offline-banner.css';

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();
const content = (banner: HTMLElement) => banner.closest<HTMLElement>('main[tabindex]');

/** The time alone when the data is from today, else its day too. */
function keptNotice(m: FirstMessages, at: number, now: number): string {
  const { keptToday, keptEarlier } = m.app.connection;
  return startOfDay(at) === startOfDay(now) ? keptToday(formatTime(at)) : keptEarlier(formatDateTime(at));
}

export function OfflineBanner() {
  const m = useMessages();
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
  const keptAt = useShownDataAt(queryClient, state === 'offline');
  // The live region stays mounted so that its message is announced when it appears.
  return (
    <div role="status" className={state === 'online' ? undefined : 'offline-banner'} {...keepFocus}>
      {state === 'offline' ? (
        <p>{keptAt === null ? m.app.connection.offline : keptNotice(m, keptAt, Date.now())}</p>
      ) : state === 'unreachable' ? (
        <>
          <p>{m.app.connection.unreachable}</p>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => void queryClient.refetchQueries({ type: 'active' })}
          >
            {m.common.tryAgain}
          </button>
        </>
      ) : null}
    </div>
  );
}
