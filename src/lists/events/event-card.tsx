import { deriveEventStatus } from '../../domain/event-status';
import type { TeamEvent } from '../../domain/types';
import { useMessages } from '../../i18n/i18n';
import { dateParts, formatRelative } from '../../lib/dates';
import { formatDuration } from '../../lib/duration';
import { Cover } from '../../ui/cover';
import { Price } from '../../ui/price';
import { StatusChip } from '../../ui/status-chip';
import { CardTitle, OrganiserLink } from '../card-parts';
import type { CardProps } from '../definition';

export function eventMoment(event: TeamEvent): number | null {
  return event.scheduledAt ?? event.liveAt;
}

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

export function EventCard({ item, now, href, accountHref, eager, headingLevel }: CardProps<TeamEvent>) {
  const m = useMessages();
  const status = deriveEventStatus(item, now);
  return (
    <article className={`card card--${status}`}>
      <div className="card__media">
        <Cover src={item.coverUrl} name={item.name} eager={eager} />
        <div className="card__chips">
          <StatusChip status={status} />
          {item.offerReplayPurchase ? <span className="chip chip--replay">{m.events.replay}</span> : null}
        </div>
      </div>
      <div className="card__body">
        <EventWhen at={eventMoment(item)} now={now} />
        <CardTitle href={href} level={headingLevel}>
          {item.name ?? m.events.untitled}
        </CardTitle>
        <OrganiserLink account={item.account} href={accountHref} />
        <p className="card__footer">
          <span className="card__duration">
            {item.durationSeconds === null ? null : formatDuration(item.durationSeconds)}
          </span>
          <Price price={item.price} />
        </p>
      </div>
    </article>
  );
}
