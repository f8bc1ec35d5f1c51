import { memo } from 'react';
import { eventMoment } from '../../domain/event-moment';
import { deriveEventStatus } from '../../domain/event-status';
import type { TeamEvent } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import { formatDuration } from '../../lib/duration';
import { CardLines } from '../../lists/card-parts';
import { EventChips } from '../../lists/events/event-card';
import type { SeenMark } from '../../lists/seen';
import { SeenMarkChip } from '../../lists/seen-parts';
import { Cover } from '../../ui/cover';
import { DateBlock } from '../../ui/date-block';
import { YoursToggle } from '../../ui/yours-toggle';

type Props = {
  event: TeamEvent;
  now: number;
  href: string;
  accountHref: string | null;
  compact: boolean;
  /** A heading above names the day, so the card shows only the time. */
  dayShown: boolean;
  headingLevel: 3 | 4;
  mark: SeenMark;
};

export const AgendaCard = memo(function AgendaCard({
  event,
  now,
  href,
  accountHref,
  compact,
  dayShown,
  headingLevel,
  mark,
}: Props) {
  const m = useMessages();
  const status = deriveEventStatus(event, now);
  const at = eventMoment(event);
  return (
    <article className={`agenda-card agenda-card--${status}${compact ? ' agenda-card--compact' : ''}`}>
      {at === null ? (
        <span className="date-block date-block--none">{m.home.tba}</span>
      ) : (
        <DateBlock at={at} dayShown={dayShown && !compact} />
      )}
      <div className="agenda-card__body">
        <EventChips event={event} status={status} className="agenda-card__chips">
          <SeenMarkChip mark={mark} />
        </EventChips>
        <CardLines
          block="agenda-card"
          href={href}
          level={headingLevel}
          title={event.name ?? m.events.untitled}
          account={event.account}
          accountHref={accountHref}
          duration={formatDuration(event.durationSeconds)}
          price={event.price}
          action={<YoursToggle kind="star" id={event.id} name={event.name ?? m.events.untitled} compact />}
        />
      </div>
      {compact ? null : <Cover src={event.coverUrl} name={event.name} className="agenda-card__cover" />}
    </article>
  );
});
