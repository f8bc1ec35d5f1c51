import { memo } from 'react';
import { deriveEventStatus } from '../../domain/event-status';
import type { TeamEvent } from '../../domain/types';
import { useMessages } from '../../i18n/i18n';
import { formatDuration } from '../../lib/duration';
import { CardTitle, OrganiserLink } from '../../lists/card-parts';
import { eventMoment } from '../../lists/events/event-card';
import { Cover } from '../../ui/cover';
import { DateBlock } from '../../ui/date-block';
import { Price } from '../../ui/price';
import { StatusChip } from '../../ui/status-chip';

type Props = {
  event: TeamEvent;
  now: number;
  href: string;
  accountHref: string | null;
  compact: boolean;
  headingLevel: 3 | 4;
};

export const AgendaCard = memo(function AgendaCard({
  event,
  now,
  href,
  accountHref,
  compact,
  headingLevel,
}: Props) {
  const m = useMessages();
  const status = deriveEventStatus(event, now);
  const at = eventMoment(event);
  return (
    <article className={`agenda-card agenda-card--${status}${compact ? ' agenda-card--compact' : ''}`}>
      {at === null ? (
        <span className="date-block date-block--none">{m.home.tba}</span>
      ) : (
        <DateBlock at={at} />
      )}
      <div className="agenda-card__body">
        <div className="agenda-card__chips">
          <StatusChip status={status} />
          {event.offerReplayPurchase ? <span className="chip chip--replay">{m.events.replay}</span> : null}
        </div>
        <CardTitle href={href} level={headingLevel}>
          {event.name ?? m.events.untitled}
        </CardTitle>
        <OrganiserLink account={event.account} href={accountHref} />
        <p className="agenda-card__footer">
          <span className="agenda-card__duration">
            {event.durationSeconds === null ? null : formatDuration(event.durationSeconds)}
          </span>
          <Price price={event.price} />
        </p>
      </div>
      {compact ? null : <Cover src={event.coverUrl} name={event.name} className="agenda-card__cover" />}
    </article>
  );
});
