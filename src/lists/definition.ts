import type { ComponentType, ReactNode } from 'react';
import type { listQueries } from '../api/list-queries';
import type { ListItem } from '../domain/types';
import type { FirstMessages, Messages } from '../i18n/i18n';
import type { Chunk } from '../lib/chunk';
import type { CsvCell } from '../lib/csv';
import type { Facet } from './facets';
import type { SortDef } from './sort';

export type CardProps<T extends ListItem> = {
  item: T;
  now: number;
  href: string;
  accountHref: string | null;
  eager: boolean;
  headingLevel: 2 | 3;
  /** What changed since the person's last visit, beside its status. */
  mark?: ReactNode;
};

export type Column<T extends ListItem> = {
  id: string;
  label: (m: Messages) => string;
  width: string;
  align?: 'end';
  sort?: string;
  cell: (item: T, now: number, m: Messages) => ReactNode;
};

export type ListWords = {
  title: string;
  count: (n: number) => string;
  untitled: string;
};

export type ListDefinition<T extends ListItem> = {
  /** Its queries' name, which the palette and saved preferences also key by. */
  name: string;
  path: string;
  words: (m: FirstMessages) => ListWords;
  queries: ReturnType<typeof listQueries<T>>;
  Card: ComponentType<CardProps<T>>;
  Item: ComponentType<{ item: T; now: number; accountHref: string | null; share: ReactNode }>;
  preloadItem: () => Promise<unknown>;
  /** Downloads an `.ics` of these items, for a kind whose items have dates. */
  downloadCalendar?: (items: readonly T[], title: string, untitled: string) => Promise<void>;
  /** What its address may hold: its filters' parameters and its sort keys (its whole parts agree). */
  urlSchema: UrlSchema;
  /** Its filters, sorts, table and CSV: only the whole list needs them, so they load with that view. */
  whole: Chunk<WholeParts<T>>;
  nextChangeAt: (items: readonly T[], now: number) => number | null;
  moment: (item: T) => number | null;
  /** What "since you last looked" compares of an item beyond its price. */
  seen: (item: T) => SeenTraits;
};

export type SeenTraits = { start: number | null; canceled: boolean };

export type UrlSchema = { params: readonly string[]; sortKeys: readonly string[] };

export type WholeParts<T extends ListItem> = {
  facets: readonly Facet<T>[];
  sorts: readonly SortDef<T>[];
  columns: readonly Column<T>[];
  csv: { header: readonly string[]; row: (item: T, now: number) => CsvCell[] };
};

/** A definition with its whole parts, as the whole list's views take it. */
export type WholeDefinition<T extends ListItem> = ListDefinition<T> & WholeParts<T>;

/** The URL schema whole parts imply: a kind's `urlSchema` must equal it. */
export function partsSchema(parts: {
  facets: readonly { param: string }[];
  sorts: readonly { key: string }[];
}): UrlSchema {
  return { params: parts.facets.map((facet) => facet.param), sortKeys: parts.sorts.map((sort) => sort.key) };
}
