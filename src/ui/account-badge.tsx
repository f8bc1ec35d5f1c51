import type { Account } from '../domain/types';
import { Avatar } from './avatar';

export function AccountBadge({ account }: { account: Account | null }) {
  const name = account?.name ?? null;
  return (
    <div className="account-badge">
      <Avatar src={account?.profileImageUrl ?? null} name={name} />
      <span className="account-badge__name">{name ?? 'Unknown account'}</span>
      {account?.partner ? <PartnerMark /> : null}
    </div>
  );
}

export function PartnerMark() {
  return <span className="partner-mark">Partner</span>;
}
