import { formatDateTime, formatRelative } from '../../lib/dates';

/** A moment as local date and time, with the relative time beside it ("in 3 days"). */
export function When({ at, now }: { at: number | null; now: number }) {
  if (at === null) return <span className="when when--unknown">Date not set</span>;
  return (
    <span className="when">
      <time dateTime={new Date(at).toISOString()}>{formatDateTime(at)}</time>{' '}
      <span className="when__relative">({formatRelative(at, now)})</span>
    </span>
  );
}
