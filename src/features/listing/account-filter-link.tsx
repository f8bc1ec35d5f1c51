import type { Account } from '../../domain/types';
import { AccountBadge } from '../../ui/account-badge';
import { accountKey } from './list-rows';

/**
 * An account badge that opens the whole list narrowed to that account (the partner view); `hrefFor`
 * gives that list's URL for an account key. The grid's `useListLinkClicks` opens it in the app.
 */
export function AccountFilterLink({
  account,
  hrefFor,
}: {
  account: Account | null;
  hrefFor: (key: string) => string;
}) {
  const key = accountKey(account);
  if (key === null) return <AccountBadge account={account} />;
  return (
    <a className="account-link" href={hrefFor(key)} data-list-link="account">
      <span className="visually-hidden">Listings by </span>
      <AccountBadge account={account} />
    </a>
  );
}
