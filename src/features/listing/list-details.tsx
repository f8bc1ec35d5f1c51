import type { ReactNode } from 'react';
import type { Account, Money } from '../../domain/types';
import { AccountBadge } from '../../ui/account-badge';
import { CoverImage } from '../../ui/cover-image';
import { Price } from '../../ui/price';

const number = new Intl.NumberFormat(undefined, { maximumFractionDigits: 20 });

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="details__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function orDash(value: string | null) {
  return value ?? '—';
}

export function PriceFacts({ price }: { price: Money | null }) {
  return (
    <>
      <Fact label="Price">
        <Price price={price} />
      </Fact>
      <Fact label="Currency">{orDash(price?.currency ?? null)}</Fact>
      <Fact label="Value as sent">{price?.rawValue == null ? '—' : number.format(price.rawValue)}</Fact>
      <Fact label="Value in cents as sent">
        {price?.rawValueInCents == null ? '—' : number.format(price.rawValueInCents)}
      </Fact>
    </>
  );
}

export function AccountDetails({ account }: { account: Account | null }) {
  return (
    <section className="details__section" aria-label="Account">
      <h3>Account</h3>
      {account?.coverImageUrl ? <CoverImage src={account.coverImageUrl} name={account.name} /> : null}
      <AccountBadge account={account} />
      <dl className="details__facts">
        <Fact label="Partner">{account?.partner ? 'Yes' : 'No'}</Fact>
        <Fact label="Account slug">{orDash(account?.slug ?? null)}</Fact>
        <Fact label="Account id">{orDash(account?.id ?? null)}</Fact>
      </dl>
    </section>
  );
}

export function DetailsLayout({
  coverUrl,
  name,
  description,
  facts,
  account,
}: {
  coverUrl: string | null;
  name: string | null;
  description: string | null;
  facts: ReactNode;
  account: Account | null;
}) {
  return (
    <div className="details">
      <CoverImage src={coverUrl} name={name} eager />
      <dl className="details__facts">{facts}</dl>
      <section className="details__section" aria-label="Description">
        <h3>Description</h3>
        <p className="details__description">{description ?? 'No description given.'}</p>
      </section>
      <AccountDetails account={account} />
    </div>
  );
}
