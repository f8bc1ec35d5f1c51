import type { ReactNode } from 'react';
import type { Account, Money } from '../domain/types';
import { useMessages } from '../i18n/i18n';
import { Organiser } from '../ui/organiser';
import { Price } from '../ui/price';

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

/**
 * What every card has below its date: the title linking to the item, the organiser linking to their
 * listings, then a duration, the price and the card's own `action`. `block` is the card's CSS block
 * (`card`, `agenda-card`).
 */
export function CardLines({
  block,
  href,
  level,
  title,
  account,
  accountHref,
  duration,
  price,
  action,
}: {
  block: string;
  href: string;
  level: 2 | 3 | 4;
  title: string;
  account: Account | null;
  accountHref: string | null;
  duration: string | null;
  price: Money | null;
  action?: ReactNode;
}) {
  return (
    <>
      <CardTitle href={href} level={level}>
        {title}
      </CardTitle>
      <OrganiserLink account={account} href={accountHref} />
      <p className={`${block}__footer`}>
        <span className={`${block}__duration`}>{duration}</span>
        <Price price={price} />
        {action}
      </p>
    </>
  );
}
