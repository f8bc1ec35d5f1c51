import type { Account } from '../domain/types';
import { useMessages } from '../i18n/i18n';
import { Avatar } from './avatar';

export function Organiser({
  account,
  size = 'small',
}: {
  account: Account | null;
  size?: 'small' | 'large';
}) {
  const m = useMessages();
  const name = account?.name ?? null;
  return (
    <span className="organiser">
      <Avatar src={account?.profileImageUrl ?? null} name={name} size={size} />
      <span className="organiser__name">{name ?? m.lists.unknownAccount}</span>
      {account?.partner ? <PartnerMark /> : null}
    </span>
  );
}

export function PartnerMark() {
  const m = useMessages();
  return <span className="partner-mark">{m.lists.partner}</span>;
}
