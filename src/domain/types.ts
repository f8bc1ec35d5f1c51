// Domain types: what the normaliser produces from raw API JSON. Every field the contract leaves
// nullable or optional is `null` here when absent or unusable, so components never guess.

export type Money = {
  /** Amount in major units (e.g. 12.5 for USD 12.50), or null when unusable. */
  amount: number | null;
  /** Upper-case currency code as given (may be unknown to ISO 4217), or null. */
  currency: string | null;
  /** Raw values as the API sent them, for the price check and CSV. */
  rawValue: number | null;
  rawValueInCents: number | null;
};

export type Account = {
  id: string | null;
  slug: string | null;
  name: string | null;
  partner: boolean;
  /** Only http(s) absolute URLs survive normalisation. */
  profileImageUrl: string | null;
  coverImageUrl: string | null;
};

export type EventStatus = 'live' | 'upcoming' | 'completed' | 'canceled' | 'past' | 'unscheduled';

export type TeamEvent = {
  kind: 'event';
  id: string;
  slug: string | null;
  name: string | null;
  description: string | null;
  coverUrl: string | null;
  durationSeconds: number | null;
  /** Epoch milliseconds, or null when missing or unparseable. */
  scheduledAt: number | null;
  /** The zone offset `scheduled_at` was written with, in minutes east of UTC; null without one. */
  scheduledOffset: number | null;
  liveAt: number | null;
  completedAt: number | null;
  canceledAt: number | null;
  offerReplayPurchase: boolean;
  price: Money | null;
  account: Account | null;
};

export type TeamSession = {
  kind: 'session';
  id: string;
  slug: string | null;
  name: string | null;
  description: string | null;
  coverUrl: string | null;
  sessionCount: number | null;
  durationSeconds: number | null;
  price: Money | null;
  account: Account | null;
};

export type Pagination = {
  currentPage: number;
  perPage: number;
  totalPages: number;
};

/** One normalised page of a list. */
export type ListPage<T> = {
  items: T[];
  pagination: Pagination;
  /** Items without a usable id (not an object, no id): they cannot be shown or linked. */
  dropped: number;
  /** Items repeating an id already on the page, kept once. */
  duplicates: number;
  /** Items beyond the `per_page` asked for, which a server that ignores it sent: not shown. */
  oversized: number;
};

/** Anything a list holds: both resources share these fields. */
export type ListItem = TeamEvent | TeamSession;

export type PageParams = { page: number; perPage: number };
