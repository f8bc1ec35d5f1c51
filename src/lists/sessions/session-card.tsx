import type { TeamSession } from '../../domain/types';
import { useMessages } from '../../i18n/i18n';
import { formatDuration } from '../../lib/duration';
import { Cover } from '../../ui/cover';
import { CardLines } from '../card-parts';
import type { CardProps } from '../definition';

export function totalDurationSeconds(session: TeamSession): number | null {
  if (session.durationSeconds === null || session.sessionCount === null) return null;
  return session.durationSeconds * session.sessionCount;
}

export function SessionShape({ session }: { session: TeamSession }) {
  const m = useMessages();
  const parts = [
    session.sessionCount === null ? null : m.sessions.count(session.sessionCount),
    session.durationSeconds === null ? null : m.sessions.each(formatDuration(session.durationSeconds)),
  ].filter((part) => part !== null);
  return parts.length ? <p className="card__when">{parts.join(' · ')}</p> : null;
}

export function SessionCard({ item, href, accountHref, eager, headingLevel, mark }: CardProps<TeamSession>) {
  const m = useMessages();
  const total = totalDurationSeconds(item);
  return (
    <article className="card">
      <div className="card__media">
        <Cover src={item.coverUrl} name={item.name} eager={eager} />
      </div>
      <div className="card__body">
        {mark ? <div className="card__chips">{mark}</div> : null}
        <SessionShape session={item} />
        <CardLines
          block="card"
          href={href}
          level={headingLevel}
          title={item.name ?? m.sessions.untitled}
          account={item.account}
          accountHref={accountHref}
          duration={total === null ? null : m.sessions.inTotal(formatDuration(total))}
          price={item.price}
        />
      </div>
    </article>
  );
}
