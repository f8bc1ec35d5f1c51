import type { WholeList } from '../api/whole-list';
import type { Account, Money, TeamEvent, TeamSession } from '../domain/types';

export const fixedNow = Date.UTC(2026, 10, 23, 9, 0, 0);
export const hour = 3_600_000;

export function account(id: string, overrides: Partial<Account> = {}): Account {
  return {
    id,
    slug: id,
    name: `Account ${id}`,
    partner: false,
    profileImageUrl: null,
    coverImageUrl: null,
    ...overrides,
  };
}

export function money(amount: number | null, currency: string | null = 'USD'): Money {
  return {
    amount,
    currency,
    rawValue: amount,
    rawValueInCents: amount === null ? null : Math.round(amount * 100),
  };
}

export function event(id: string, overrides: Partial<TeamEvent> = {}): TeamEvent {
  return {
    kind: 'event',
    id,
    slug: id,
    name: `Event ${id}`,
    description: null,
    coverUrl: null,
    durationSeconds: 3_600,
    scheduledAt: fixedNow + 24 * hour,
    scheduledOffset: null,
    liveAt: null,
    completedAt: null,
    canceledAt: null,
    offerReplayPurchase: false,
    price: money(10),
    account: account('a1'),
    ...overrides,
  };
}

export function session(id: string, overrides: Partial<TeamSession> = {}): TeamSession {
  return {
    kind: 'session',
    id,
    slug: id,
    name: `Session ${id}`,
    description: null,
    coverUrl: null,
    sessionCount: 4,
    durationSeconds: 1_800,
    price: money(10),
    account: account('a1'),
    ...overrides,
  };
}

/** A whole list read to the end without a fault: 100 items a page, as the whole list reads them. */
export function completeWhole<T>(items: T[], overrides: Partial<WholeList<T>> = {}): WholeList<T> {
  const pages = Math.max(1, Math.ceil(items.length / 100));
  return {
    items,
    pages: [],
    totalPages: pages,
    reportedTotalPages: pages,
    pagesRead: pages,
    complete: true,
    failedPages: [],
    stalePages: [],
    endedAt: null,
    capped: false,
    totalPagesChangedFrom: null,
    duplicates: 0,
    dropped: 0,
    oversized: 0,
    loadedAt: 0,
    ...overrides,
  };
}
