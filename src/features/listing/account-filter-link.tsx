import { Link, useSearchParams } from 'react-router-dom';
import type { Account } from '../../api/types';
import { AccountBadge } from '../../ui/account-badge';
import { wholeListSearch } from './list-filters';
import { accountKey } from './list-rows';

/** An account badge that opens the whole list narrowed to that account (the partner view). */
export function AccountFilterLink({ account }: { account: Account | null }) {
  const [searchParams] = useSearchParams();
  const key = accountKey(account);
  if (key === null) return <AccountBadge account={account} />;
  return (
    <Link className="account-link" to={{ search: wholeListSearch(searchParams, key).toString() }}>
      <span className="visually-hidden">Listings by </span>
      <AccountBadge account={account} />
    </Link>
  );
}
