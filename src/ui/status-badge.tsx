import type { EventStatus } from '../domain/types';

export const statusLabels: Record<EventStatus, string> = {
  live: 'Live',
  upcoming: 'Upcoming',
  completed: 'Completed',
  canceled: 'Canceled',
  past: 'Past',
  unscheduled: 'Unscheduled',
};

export function StatusBadge({ status }: { status: EventStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{statusLabels[status]}</span>;
}
