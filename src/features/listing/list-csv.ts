import { deriveEventStatus } from '../../domain/event-status';
import type { Account, Money, TeamEvent, TeamSession } from '../../domain/types';
import { type CsvCell, toCsv } from './csv';
import type { ListEntry } from './list-rows';

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

const accountHeader = ['account_id', 'account_name', 'account_partner'];
const priceHeader = ['price_amount', 'price_currency', 'price_value', 'price_value_in_cents'];

function accountCells(account: Account | null): CsvCell[] {
  return [account?.id ?? null, account?.name ?? null, account === null ? null : account.partner];
}

function priceCells(price: Money | null): CsvCell[] {
  return [
    price?.amount ?? null,
    price?.currency ?? null,
    price?.rawValue ?? null,
    price?.rawValueInCents ?? null,
  ];
}

export const eventCsvHeader = [
  'id',
  'name',
  'status',
  'scheduled_at',
  'live_at',
  'completed_at',
  'canceled_at',
  'duration_seconds',
  'offer_replay_purchase',
  ...priceHeader,
  ...accountHeader,
  'slug',
  'description',
];

export function eventCsvRow(event: TeamEvent, now: number): CsvCell[] {
  return [
    event.id,
    event.name,
    deriveEventStatus(event, now),
    iso(event.scheduledAt),
    iso(event.liveAt),
    iso(event.completedAt),
    iso(event.canceledAt),
    event.durationSeconds,
    event.offerReplayPurchase,
    ...priceCells(event.price),
    ...accountCells(event.account),
    event.slug,
    event.description,
  ];
}

export const sessionCsvHeader = [
  'id',
  'name',
  'session_count',
  'duration_seconds',
  ...priceHeader,
  ...accountHeader,
  'slug',
  'description',
];

export function sessionCsvRow(session: TeamSession): CsvCell[] {
  return [
    session.id,
    session.name,
    session.sessionCount,
    session.durationSeconds,
    ...priceCells(session.price),
    ...accountCells(session.account),
    session.slug,
    session.description,
  ];
}

/** The CSV of a list as shown (filtered and sorted): raw values, one column per fact. */
export function listCsv(kind: ListEntry['kind'], items: readonly ListEntry[], now: number): string {
  const rows: CsvCell[][] = [];
  for (const item of items) {
    if (item.kind !== kind) continue;
    rows.push(item.kind === 'event' ? eventCsvRow(item, now) : sessionCsvRow(item));
  }
  return toCsv(kind === 'event' ? eventCsvHeader : sessionCsvHeader, rows);
}
