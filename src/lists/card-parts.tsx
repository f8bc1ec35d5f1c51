import type { ReactNode } from 'react';
import type { Account } from '../domain/types';
import { useMessages } from '../i18n/i18n';
import { Organiser } from '../ui/organiser';

/**
 * A card's title, its link to the item's page; the link covers the whole card (CSS), under the
 * organiser link. The grid's one click handler opens both in the app. The bench reads when card titles
 * are painted (`elementtiming`).
 */
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

/** The organiser, linked to all their listings when the account can be told apart. */
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
