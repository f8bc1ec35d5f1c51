import type { TeamSession } from '../../domain/types';
import { formatDuration } from '../../lib/duration';
import { DetailsLayout, Fact, PriceFacts } from '../listing/list-details';
import { sessionCountText, totalDurationSeconds } from './session-card';

export function SessionDetails({ session }: { session: TeamSession }) {
  const total = totalDurationSeconds(session);
  return (
    <DetailsLayout
      coverUrl={session.coverUrl}
      name={session.name}
      description={session.description}
      account={session.account}
      facts={
        <>
          <Fact label="Sessions">{sessionCountText(session.sessionCount)}</Fact>
          <Fact label="Each">
            {session.durationSeconds === null ? 'Not given' : formatDuration(session.durationSeconds)}
          </Fact>
          <Fact label="In total">{total === null ? 'Not given' : formatDuration(total)}</Fact>
          <PriceFacts price={session.price} />
          <Fact label="Slug">{session.slug ?? '—'}</Fact>
          <Fact label="Id">{session.id}</Fact>
        </>
      }
    />
  );
}
