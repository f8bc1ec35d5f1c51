import type { ReactNode } from 'react';
import type { Account, ListItem } from '../domain/types';
import { useMessages } from '../i18n/later';
import { Avatar } from '../ui/avatar';
import { PartnerMark } from '../ui/organiser';
import { YoursToggle } from '../ui/yours-toggle';
import { accountKey } from './rows';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false) return null;
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function OrganiserSection({ account, href }: { account: Account | null; href: string | null }) {
  const m = useMessages();
  if (account === null) return null;
  const key = accountKey(account);
  const name = account.name ?? m.lists.unknownAccount;
  return (
    <section className="item-organiser" aria-label={m.item.organiser}>
      <Avatar src={account.profileImageUrl} name={account.name} size="large" />
      <div>
        <p className="item-organiser__name">
          {account.name ?? m.lists.unknownAccount} {account.partner ? <PartnerMark /> : null}
        </p>
        {href ? (
          <a href={href} data-link="account">
            {m.item.allListingsBy(account.name ?? m.lists.unknownAccount)}
          </a>
        ) : null}
      </div>
      {key === null ? null : <YoursToggle kind="follow" id={key} name={name} />}
    </section>
  );
}

export function Description({ text }: { text: string | null }) {
  const m = useMessages();
  if (!text) return null;
  return (
    <section className="item-description" aria-label={m.item.about}>
      <h2>{m.item.about}</h2>
      <p>{text}</p>
    </section>
  );
}

export function RawDetails({ item, extra }: { item: ListItem; extra: [string, string | number | null][] }) {
  const m = useMessages();
  const rows: [string, string | number | boolean | null][] = [
    ['id', item.id],
    ['slug', item.slug],
    ...extra,
    ['price.value', item.price?.rawValue ?? null],
    ['price.value_in_cents', item.price?.rawValueInCents ?? null],
    ['price.currency', item.price?.currency ?? null],
    ['account.id', item.account?.id ?? null],
    ['account.slug', item.account?.slug ?? null],
  ];
  return (
    <details className="item-details">
      <summary>{m.item.details}</summary>
      <dl>
        {rows
          .filter(([, value]) => value !== null)
          .map(([name, value]) => (
            <div key={name} className="fact">
              <dt>
                <code>{name}</code>
              </dt>
              <dd>
                <code>{String(value)}</code>
              </dd>
            </div>
          ))}
      </dl>
    </details>
  );
}

/** Who offers the item, what it is about, and its raw fields: the end of every item's page. */
export function ItemAbout({
  item,
  accountHref,
  extra,
}: {
  item: ListItem;
  accountHref: string | null;
  extra: [string, string | number | null][];
}) {
  return (
    <>
      <OrganiserSection account={item.account} href={accountHref} />
      <Description text={item.description} />
      <RawDetails item={item} extra={extra} />
    </>
  );
}
