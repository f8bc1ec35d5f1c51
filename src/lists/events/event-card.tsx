import type { ReactNode } from 'react';
import { eventMoment } from '../../domain/event-moment';
import { deriveEventStatus } from '../../domain/event-status';
import type { EventStatus, TeamEvent } from '../../domain/types';
import { useMessages } from '../../i18n/i18n';
import { dateParts, formatRelative } from '../../lib/dates';
import { formatDuration } from '../../lib/duration';
import { Cover } from '../../ui/cover';
import { StatusChip } from '../../ui/status-chip';
import { YoursToggle } from '../../ui/yours-toggle';
import { CardLines } from '../card-parts';
import type { CardProps } from '../definition';

export function EventWhen({ at, now }: { at: number | null; now: number }) {
  const m = useMessages();
  if (at === null) return <p className="card__when card__when--unknown">{m.events.dateNotSet}</p>;
  const { weekday, day, month, time } = dateParts(at);
  return (
    <p className="card__when">
      <time dateTime={new Date(at).toISOString()}>
        <span className="card__date">{`${weekday} ${day} ${month}`}</span> · {time}
      </time>
      <span className="card__relative"> · {formatRelative(at, now)}</span>
    </p>
  );
}

/**
 * The status, and Replay when one is offered. An unscheduled event's date line already says so.
 * `children`: what changed since the last visit.
 */
export function EventChips({
  event,
  status,
  className,
  children,
}: {
  event: TeamEvent;
  status: EventStatus;
  className: string;
  children?: ReactNode;
}) {
  const m = useMessages();
  return (
    <div className={className}>
      {status === 'unscheduled' ? null : <StatusChip status={status} />}
      {event.offerReplayPurchase ? <span className="chip chip--replay">{m.events.replay}</span> : null}
      {children}
    </div>
  );
}

export function EventCard({ item, now, href, accountHref, eager, headingLevel, mark }: CardProps<TeamEvent>) {
  const m = useMessages();
  const status = deriveEventStatus(item, now);
  return (
    <article className={`card card--${status}`}>
      <div className="card__media">
        <Cover src={item.coverUrl} name={item.name} eager={eager} />
      </div>
      <div className="card__body">
        {/* Beside the date, not over the cover, where it would hide the picture's own words. */}
        <div className="card__top">
          <EventChips event={item} status={status} className="card__chips">
            {mark}
          </EventChips>
          <EventWhen at={eventMoment(item)} now={now} />
        </div>
        <CardLines
          block="card"
          href={href}
          level={headingLevel}
          title={item.name ?? m.events.untitled}
          account={item.account}
          accountHref={accountHref}
          duration={formatDuration(item.durationSeconds)}
          price={item.price}
          action={<YoursToggle kind="star" id={item.id} name={item.name ?? m.events.untitled} compact />}
        />
      </div>
    </article>
  );
}
