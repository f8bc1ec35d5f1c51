import { memo } from 'react';
import type { TeamEvent } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import { formatRelative, formatTime } from '../../lib/dates';
import { CardTitle, OrganiserLink } from '../../lists/card-parts';
import { eventList } from '../../lists/events/event-list';
import { accountHref, itemHref } from '../../lists/hrefs';
import { liveProgress, liveSpan } from './live-span';

/** One compact row of the live strip: what is on, who runs it, and how long it has left. */
const LiveRow = memo(function LiveRow({ event, now }: { event: TeamEvent; now: number }) {
  const m = useMessages();
  const span = liveSpan(event);
  const progress = span === null ? null : liveProgress(span, now);
  return (
    <article className="live-row">
      <CardTitle href={itemHref(eventList, event.id)} level={3}>
        {event.name ?? m.events.untitled}
      </CardTitle>
      <OrganiserLink account={event.account} href={accountHref(eventList, event.account)} />
      {span === null ? null : (
        <p className="live-row__when">
          <time dateTime={new Date(span.start).toISOString()}>{formatTime(span.start)}</time>
          {' · '}
          {span.end !== null && span.end > now
            ? m.home.endsIn(formatRelative(span.end, now))
            : m.home.started(formatRelative(span.start, now))}
        </p>
      )}
      {progress === null ? null : (
        <span className="live-row__progress" aria-hidden="true">
          <span style={{ inlineSize: `${progress * 100}%` }} />
        </span>
      )}
    </article>
  );
});

/** The home's Live now section: compact rows, no date (it is now), no calendar (it has begun). */
export function LiveStrip({ events, now }: { events: TeamEvent[]; now: number }) {
  return (
    <ul className="live-strip">
      {events.map((event) => (
        <li key={event.id}>
          <LiveRow event={event} now={now} />
        </li>
      ))}
    </ul>
  );
}
