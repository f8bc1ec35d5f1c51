import { useId } from 'react';
import type { Account } from '../../domain/types';
import { useMessages } from '../../i18n/later';
import { useFocusOnArrival } from '../../navigation/focus';
import { Avatar } from '../../ui/avatar';
import { Cover } from '../../ui/cover';
import { PartnerMark } from '../../ui/organiser';

export function AccountHeading({ account, fallbackName }: { account: Account | null; fallbackName: string }) {
  const m = useMessages();
  const headingId = useId();
  const heading = useFocusOnArrival<HTMLHeadingElement>('account-heading');
  const name = account?.name ?? fallbackName;
  return (
    <section className="account-heading" aria-labelledby={headingId}>
      <Cover
        src={account?.coverImageUrl ?? null}
        name={name}
        eager
        className="account-heading__banner"
        frame={4}
      />
      <div className="account-heading__who">
        <Avatar src={account?.profileImageUrl ?? null} name={name} size="large" />
        <h2 id={headingId} ref={heading} tabIndex={-1} className="account-heading__title">
          {m.whole.listingsBy(name)}
        </h2>
        {account?.partner ? <PartnerMark /> : null}
      </div>
    </section>
  );
}
