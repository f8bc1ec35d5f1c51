import type { ReactNode } from 'react';
import type { TeamSession } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import { formatDuration } from '../../lib/duration';
import { formatInteger } from '../../lib/numbers';
import { Price } from '../../ui/price';
import { Fact, ItemAbout } from '../item-parts';
import { totalDurationSeconds } from './session-card';

export function SessionView({
  item,
  accountHref,
  share,
}: {
  item: TeamSession;
  now: number;
  accountHref: string | null;
  share: ReactNode;
}) {
  const m = useMessages();
  const total = totalDurationSeconds(item);
  return (
    <>
      <div className="item-actions">{share}</div>
      <dl className="item-facts">
        <Fact label={m.item.sessions}>
          {item.sessionCount === null ? null : formatInteger(item.sessionCount)}
        </Fact>
        <Fact label={m.item.each}>{formatDuration(item.durationSeconds)}</Fact>
        <Fact label={m.item.inTotal}>{formatDuration(total)}</Fact>
        <Fact label={m.item.price}>
          <Price price={item.price} />
        </Fact>
      </dl>
      <ItemAbout
        item={item}
        accountHref={accountHref}
        extra={[
          ['session_count', item.sessionCount],
          ['duration_seconds', item.durationSeconds],
        ]}
      />
    </>
  );
}
