import type { ComponentType, ReactNode } from 'react';
import type { ListName, listQueries } from '../api/list-queries';
import type { ListItem } from '../domain/types';
import type { Messages } from '../i18n/i18n';
import type { CsvCell } from '../lib/csv';
import type { CalendarEvent } from '../lib/ics';
import type { Facet } from './facets';
import type { SortDef } from './sort';

/** What a card needs besides its item: the clock, where it links, and how it loads its cover. */
export type CardProps<T extends ListItem> = {
  item: T;
  now: number;
  /** The item's own page. */
  href: string;
  /** The whole list narrowed to the item's account, when it has one. */
  accountHref: string | null;
  /** Above the fold: its cover loads at once instead of lazily. */
  eager: boolean;
  headingLevel: 2 | 3;
};

/** A table column after the name column, which every list has. */
export type Column<T extends ListItem> = {
  id: string;
  label: (m: Messages) => string;
  /** A CSS width; the name column takes the rest. */
  width: string;
  align?: 'end';
  /** The sort key its header sorts by. */
  sort?: string;
  cell: (item: T, now: number, m: Messages) => ReactNode;
};

export type ListWords = {
  title: string;
  /** "300 events" */
  count: (n: number) => string;
  untitled: string;
};

/**
 * Everything the views need to know about one list, in one place: its words, queries, card, item
 * page, table and CSV columns, sort keys, filter groups, and when what it shows changes by itself.
 */
export type ListDefinition<T extends ListItem> = {
  name: ListName;
  path: string;
  words: (m: Messages) => ListWords;
  queries: ReturnType<typeof listQueries<T>>;
  Card: ComponentType<CardProps<T>>;
  /** The item's own page, below its cover and title; `share` is the page's Share control. Lazy. */
  Item: ComponentType<{ item: T; now: number; accountHref: string | null; share: ReactNode }>;
  /** Loads `Item`'s code, so the item page's route can ask for it beside its own. */
  preloadItem: () => Promise<unknown>;
  /** The item as a calendar entry at `url`, for lists whose items have dates. */
  calendar?: (item: T, url: string, untitled: string) => CalendarEvent | null;
  facets: readonly Facet<T>[];
  sorts: readonly SortDef<T>[];
  columns: readonly Column<T>[];
  csv: { header: readonly string[]; row: (item: T, now: number) => CsvCell[] };
  /** Whether any item is live or starts within the hour: the view then refreshes itself often. */
  liveSoon: (items: readonly T[], now: number) => boolean;
  /** The soonest moment after `now` at which anything shown changes by itself, or null. */
  nextChangeAt: (items: readonly T[], now: number) => number | null;
  /** The moment an item is about (events: when it is scheduled); null for a list without dates. */
  moment: (item: T) => number | null;
};

/** The URL parameters and sort keys of a list (the schema `list-url.ts` reads and writes). */
export function urlSchema(def: { facets: readonly { param: string }[]; sorts: readonly { key: string }[] }) {
  return { params: def.facets.map((facet) => facet.param), sortKeys: def.sorts.map((sort) => sort.key) };
}
