import type { ReactNode } from 'react';
import type { Account } from '../domain/types';
import { useMessages } from '../i18n/i18n';
import { Organiser } from '../ui/organiser';

// `elementtiming`: the bench reads when card titles are painted.
export function CardTitle({
  href,
  level,
  children,
}: {
  href: string;
  level: 2 | 3 | 4;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <Heading className="card__title" elementtiming="card-title">
      <a href={href} className="card__link" data-link="item">
        {children}
      </a>
    </Heading>
  );
}

export function OrganiserLink({ account, href }: { account: Account | null; href: string | null }) {
  const m = useMessages();
  if (href === null) return <Organiser account={account} />;
  return (
    <a className="organiser-link" href={href} data-link="account">
      <span className="visually-hidden">{m.lists.listingsBy} </span>
      <Organiser account={account} />
    </a>
  );
}
