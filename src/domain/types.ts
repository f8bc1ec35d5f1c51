export type Money = {
  /** Major units (12.5 for USD 12.50). */
  amount: number | null;
  currency: string | null;
  rawValue: number | null;
  rawValueInCents: number | null;
};

export type Account = {
  id: string | null;
  slug: string | null;
  name: string | null;
  partner: boolean;
  profileImageUrl: string | null;
  coverImageUrl: string | null;
};

export type EventStatus = 'live' | 'upcoming' | 'past' | 'canceled' | 'unscheduled';

/** What every kind of list item has: shared views, filters, columns and the palette read only this. */
export type ListItem = {
  kind: string;
  id: string;
  slug: string | null;
  name: string | null;
  description: string | null;
  coverUrl: string | null;
  durationSeconds: number | null;
  price: Money | null;
  account: Account | null;
};

export type TeamEvent = ListItem & {
  kind: 'event';
  scheduledAt: number | null;
  /** The zone offset `scheduled_at` was written with, in minutes east of UTC. */
  scheduledOffset: number | null;
  liveAt: number | null;
  completedAt: number | null;
  canceledAt: number | null;
  offerReplayPurchase: boolean;
};

export type TeamSession = ListItem & {
  kind: 'session';
  sessionCount: number | null;
};

export type Pagination = {
  currentPage: number;
  perPage: number;
  totalPages: number;
};

export type ListPage<T> = {
  items: T[];
  pagination: Pagination;
  dropped: number;
  duplicates: number;
  oversized: number;
};

export type PageParams = { page: number; perPage: number };
