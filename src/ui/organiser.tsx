import type { Account } from '../domain/types';
import { useMessages } from '../i18n/i18n';
import { Avatar } from './avatar';
import { Icon } from './icons';

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
      {account?.partner ? <PartnerMark compact /> : null}
    </span>
  );
}

/** `compact`: a seal where the name beside it needs the room; the word is for screen readers and hover. */
export function PartnerMark({ compact = false }: { compact?: boolean }) {
  const m = useMessages();
  if (!compact) return <span className="partner-mark">{m.lists.partner}</span>;
  return (
    <span className="partner-mark partner-mark--seal" title={m.lists.partner}>
      <Icon name="partner" />
      <span className="visually-hidden">{m.lists.partner}</span>
    </span>
  );
}
