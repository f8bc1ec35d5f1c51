import type { EventStatus } from '../domain/types';
import { useMessages } from '../i18n/i18n';

export function StatusChip({ status }: { status: EventStatus }) {
  const m = useMessages();
  return (
    <span className={`status-chip status-chip--${status}`}>
      {status === 'live' ? <span className="live-dot status-chip__dot" aria-hidden="true" /> : null}
      {m.events.status[status]}
    </span>
  );
}
