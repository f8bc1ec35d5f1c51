import type { TeamSession } from '../../domain/types';
import { formatDuration } from '../../lib/duration';
import { CoverImage } from '../../ui/cover-image';
import { Price } from '../../ui/price';
import { AccountFilterLink } from '../listing/account-filter-link';
import { ItemLink } from '../listing/list-item-link';
import { countOf } from '../listing/list-states';
import type { CardContext } from '../listing/list-view';

export function sessionCountText(count: number | null): string {
  return count === null ? 'Not given' : countOf(count, { one: 'session', other: 'sessions' });
}

/** The whole series: each session's duration times their number, when both are known. */
export function totalDurationSeconds(session: TeamSession): number | null {
  if (session.durationSeconds === null || session.sessionCount === null) return null;
  return session.durationSeconds * session.sessionCount;
}

export function SessionCard({ session, href, eager, accountHref }: { session: TeamSession } & CardContext) {
  const total = totalDurationSeconds(session);
  return (
    <article className="card">
      <CoverImage src={session.coverUrl} name={session.name} eager={eager} />
      <div className="card__body">
        {/* elementtiming: the browser reports when the title is painted (npm run bench). */}
        <h2 className="card__title" elementtiming="card-title">
          <ItemLink href={href} className="card__link">
            {session.name ?? 'Untitled session'}
          </ItemLink>
        </h2>
        <dl className="card__facts">
          <div>
            <dt>Sessions</dt>
            <dd>{sessionCountText(session.sessionCount)}</dd>
          </div>
          <div>
            <dt>Each</dt>
            <dd>
              {session.durationSeconds === null ? 'Not given' : formatDuration(session.durationSeconds)}
            </dd>
          </div>
          <div>
            <dt>In total</dt>
            <dd>{total === null ? 'Not given' : formatDuration(total)}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>
              <Price price={session.price} />
            </dd>
          </div>
        </dl>
        {session.description ? <p className="card__description">{session.description}</p> : null}
        <div className="card__footer">
          <AccountFilterLink account={session.account} hrefFor={accountHref} />
        </div>
      </div>
    </article>
  );
}
