import { deriveEventStatus } from '../../domain/event-status';
import type { TeamEvent } from '../../domain/types';
import { formatDuration } from '../../lib/duration';
import { CoverImage } from '../../ui/cover-image';
import { Price } from '../../ui/price';
import { StatusBadge } from '../../ui/status-badge';
import { AccountFilterLink } from '../listing/account-filter-link';
import { ItemLink } from '../listing/list-item-link';
import type { CardContext } from '../listing/list-view';
import { When } from './event-when';

/** The moment the card is about: when it went live or is scheduled. */
export function eventMoment(event: TeamEvent): number | null {
  return event.scheduledAt ?? event.liveAt;
}

export function EventCard({ event, now, href, eager, accountHref }: { event: TeamEvent } & CardContext) {
  const status = deriveEventStatus(event, now);
  return (
    <article className="card">
      <CoverImage src={event.coverUrl} name={event.name} eager={eager} />
      <div className="card__body">
        <div className="card__meta">
          <StatusBadge status={status} />
          {event.offerReplayPurchase ? <span className="tag">Replay available</span> : null}
        </div>
        {/* elementtiming: the browser reports when the title is painted (npm run bench). */}
        <h2 className="card__title" elementtiming="card-title">
          <ItemLink href={href} className="card__link">
            {event.name ?? 'Untitled event'}
          </ItemLink>
        </h2>
        <p className="card__when">
          <When at={eventMoment(event)} now={now} />
        </p>
        <dl className="card__facts">
          <div>
            <dt>Duration</dt>
            <dd>{event.durationSeconds === null ? 'Not given' : formatDuration(event.durationSeconds)}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>
              <Price price={event.price} />
            </dd>
          </div>
        </dl>
        {event.description ? <p className="card__description">{event.description}</p> : null}
        <div className="card__footer">
          <AccountFilterLink account={event.account} hrefFor={accountHref} />
        </div>
      </div>
    </article>
  );
}
