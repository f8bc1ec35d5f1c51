import { useId } from 'react';
import type { Account } from '../../domain/types';
import { PartnerMark } from '../../ui/account-badge';
import { Avatar } from '../../ui/avatar';
import { CoverImage } from '../../ui/cover-image';
import { useFocusOnArrival } from '../../ui/focus-on-arrival';

/** The partner view's head: the account's cover and profile image over its listings. */
export function AccountHeading({ account }: { account: Account }) {
  const headingId = useId();
  const heading = useFocusOnArrival<HTMLHeadingElement>('account-heading');
  const name = account.name ?? 'Unknown account';
  return (
    <section className="account-heading" aria-labelledby={headingId}>
      <CoverImage src={account.coverImageUrl} name={account.name} eager className="account-heading__cover" />
      <div className="account-heading__who">
        <Avatar src={account.profileImageUrl} name={account.name} size="large" />
        <h2 id={headingId} ref={heading} tabIndex={-1} className="account-heading__title">
          Listings by {name}
        </h2>
        {account.partner ? <PartnerMark /> : null}
      </div>
    </section>
  );
}
