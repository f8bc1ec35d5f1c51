import { deriveEventStatus } from '../../domain/event-status';
import type { TeamEvent } from '../../domain/types';
import { formatDuration } from '../../lib/duration';
import { StatusBadge } from '../../ui/status-badge';
import { DetailsLayout, Fact, PriceFacts } from '../listing/list-details';
import { When } from './event-when';

export function EventDetails({ event, now }: { event: TeamEvent; now: number }) {
  return (
    <DetailsLayout
      coverUrl={event.coverUrl}
      name={event.name}
      description={event.description}
      account={event.account}
      facts={
        <>
          <Fact label="Status">
            <StatusBadge status={deriveEventStatus(event, now)} />
          </Fact>
          <Fact label="Scheduled">
            <When at={event.scheduledAt} now={now} />
          </Fact>
          <Fact label="Went live">
            <When at={event.liveAt} now={now} />
          </Fact>
          <Fact label="Completed">
            <When at={event.completedAt} now={now} />
          </Fact>
          <Fact label="Canceled">
            <When at={event.canceledAt} now={now} />
          </Fact>
          <Fact label="Duration">
            {event.durationSeconds === null ? 'Not given' : formatDuration(event.durationSeconds)}
          </Fact>
          <Fact label="Replay">{event.offerReplayPurchase ? 'Replay available' : 'No replay offered'}</Fact>
          <PriceFacts price={event.price} />
          <Fact label="Slug">{event.slug ?? '—'}</Fact>
          <Fact label="Id">{event.id}</Fact>
        </>
      }
    />
  );
}
