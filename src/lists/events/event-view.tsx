import type { ReactNode } from 'react';
import { eventEnd, eventMoment } from '../../domain/event-moment';
import { deriveEventStatus } from '../../domain/event-status';
import type { TeamEvent } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import { formatLongDate, formatOffset, formatRelative, formatTimeRange, localOffset } from '../../lib/dates';
import { formatDuration } from '../../lib/duration';
import { Price } from '../../ui/price';
import { StatusChip } from '../../ui/status-chip';
import { YoursToggle } from '../../ui/yours-toggle';
import { Fact, ItemAbout } from '../item-parts';
import { AddToCalendar } from './add-to-calendar';

function iso(at: number | null): string | null {
  return at === null ? null : new Date(at).toISOString();
}

function EventTime({ event, now }: { event: TeamEvent; now: number }) {
  const m = useMessages();
  const start = eventMoment(event);
  if (start === null) return null;
  const end = eventEnd(event);
  const offset = event.scheduledOffset;
  const elsewhere =
    offset !== null && offset !== localOffset(start)
      ? `${formatTimeRange(start + offset * 60_000, end === null ? null : end + offset * 60_000, 'UTC')} ${formatOffset(offset)}`
      : null;
  return (
    <div className="item-time">
      <p className="item-time__date">
        <time dateTime={new Date(start).toISOString()}>{formatLongDate(start)}</time>
      </p>
      <p className="item-time__hours">
        {formatTimeRange(start, end)}{' '}
        <span className="item-time__relative">· {formatRelative(start, now)}</span>
      </p>
      {elsewhere ? <p className="item-time__zone">{m.item.scheduledIn(elsewhere)}</p> : null}
    </div>
  );
}

export function EventView({
  item,
  now,
  accountHref,
  share,
}: {
  item: TeamEvent;
  now: number;
  accountHref: string | null;
  share: ReactNode;
}) {
  const m = useMessages();
  const status = deriveEventStatus(item, now);
  return (
    <>
      <div className="item-summary">
        <StatusChip status={status} />
        {item.offerReplayPurchase ? (
          <span className="chip chip--replay">{m.events.replayAvailable}</span>
        ) : null}
      </div>
      <EventTime event={item} now={now} />
      <div className="item-actions">
        {status === 'upcoming' ? <AddToCalendar event={item} /> : null}
        {share}
        <YoursToggle kind="star" id={item.id} name={item.name ?? m.events.untitled} compact />
      </div>
      <dl className="item-facts">
        <Fact label={m.item.duration}>{formatDuration(item.durationSeconds)}</Fact>
        <Fact label={m.item.price}>
          <Price price={item.price} />
        </Fact>
        <Fact label={m.item.replay}>{item.offerReplayPurchase ? m.events.replayOffered : null}</Fact>
      </dl>
      <ItemAbout
        item={item}
        accountHref={accountHref}
        extra={[
          ['scheduled_at', iso(item.scheduledAt)],
          ['live_at', iso(item.liveAt)],
          ['completed_at', iso(item.completedAt)],
          ['canceled_at', iso(item.canceledAt)],
          ['duration_seconds', item.durationSeconds],
        ]}
      />
    </>
  );
}
