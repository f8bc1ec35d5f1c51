import * as v from 'valibot';
import { safeImageUrl } from '../domain/image-url';
import { sharedAccount, sharedPrice } from '../domain/shared-values';
import type { Account, ListItem, ListPage, Money, PageParams, Pagination } from '../domain/types';
import { parseTimestamp, timestampOffset } from '../lib/dates';
import { moneyAmount } from '../lib/money';
import { ApiError } from './errors';

// Any bad value becomes null (docs/decisions.md) instead of failing the item; only a missing id drops an item.

export const text = v.fallback(
  v.pipe(
    v.string(),
    v.transform((s) => s.trim() || null),
  ),
  null,
);

const numeric = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(?:\.\d+)?$/), v.transform(Number)),
]);

const number = v.fallback(v.nullable(numeric), null);

export const count = v.fallback(v.nullable(v.pipe(numeric, v.integer(), v.minValue(0))), null);

export const flag = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((value) => value === true),
  ),
  false,
);

export const timestamp = v.fallback(v.pipe(v.unknown(), v.transform(parseTimestamp)), null);

export const zonedTimestamp = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((raw) => ({ at: parseTimestamp(raw), offset: timestampOffset(raw) })),
  ),
  { at: null, offset: null },
);

const imageUrl = v.fallback(v.pipe(v.unknown(), v.transform(safeImageUrl)), null);

const id = v.union([
  v.pipe(v.string(), v.trim(), v.nonEmpty()),
  v.pipe(v.number(), v.integer(), v.transform(String)),
]);

const price = v.fallback(
  v.nullable(
    v.pipe(
      v.object({
        value: number,
        value_in_cents: number,
        currency: v.fallback(
          v.nullable(
            v.pipe(
              v.string(),
              v.trim(),
              v.nonEmpty(),
              v.transform((s) => s.toUpperCase()),
            ),
          ),
          null,
        ),
      }),
      v.transform(
        (raw): Money => ({
          amount: moneyAmount(raw.value, raw.value_in_cents, raw.currency),
          currency: raw.currency,
          rawValue: raw.value,
          rawValueInCents: raw.value_in_cents,
        }),
      ),
    ),
  ),
  null,
);

const account = v.fallback(
  v.nullable(
    v.pipe(
      v.object({
        id: v.fallback(v.nullable(id), null),
        slug: text,
        name: text,
        partner: flag,
        profile_image_url: imageUrl,
        cover_image_url: imageUrl,
      }),
      v.transform(
        (raw): Account => ({
          id: raw.id,
          slug: raw.slug,
          name: raw.name,
          partner: raw.partner,
          profileImageUrl: raw.profile_image_url,
          coverImageUrl: raw.cover_image_url,
        }),
      ),
    ),
  ),
  null,
);

/** The fields every kind of list item has; a kind's own schema spreads these and adds its own. */
export const listItemFields = {
  id,
  slug: text,
  name: text,
  description: text,
  cover_url: imageUrl,
  duration_seconds: count,
  price,
  account,
};

const rawItem = v.object(listItemFields);

/** The base of every item, read from the shared fields. */
export function listItemOf(raw: v.InferOutput<typeof rawItem>): Omit<ListItem, 'kind'> {
  return {
    id: raw.id,
    slug: raw.slug,
    name: raw.name,
    description: raw.description,
    coverUrl: raw.cover_url,
    durationSeconds: raw.duration_seconds,
    price: sharedPrice(raw.price),
    account: sharedAccount(raw.account),
  };
}

const positive = v.pipe(numeric, v.integer(), v.minValue(1));

/** More pages than anyone could page through: a larger count is read as this many, and its items still shown. */
export const PAGE_COUNT_LIMIT = 1_000_000;

const pagination = v.object({
  current_page: v.optional(positive),
  per_page: v.optional(positive),
  total_pages: v.pipe(
    numeric,
    v.integer(),
    v.minValue(0),
    v.transform((count) => Math.min(count, PAGE_COUNT_LIMIT)),
  ),
});

function malformed(list: string, why: string): ApiError {
  return new ApiError({ kind: 'malformed', message: `The ${list} answer ${why}` });
}

function readPagination(body: Record<string, unknown>, list: string, requested: PageParams): Pagination {
  const meta = body.meta;
  const raw =
    typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>).pagination : undefined;
  const result = v.safeParse(pagination, raw);
  if (!result.success) throw malformed(list, 'has no usable meta.pagination.total_pages');
  return {
    currentPage: result.output.current_page ?? requested.page,
    perPage: result.output.per_page ?? requested.perPage,
    totalPages: result.output.total_pages,
  };
}

/** One page of any list: `list` names the array the answer holds its items in. */
export function normaliseList<Raw, T extends { id: string }>(
  json: unknown,
  list: string,
  schema: v.GenericSchema<unknown, Raw>,
  build: (raw: Raw) => T,
  requested: PageParams,
): ListPage<T> {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw malformed(list, 'is not a JSON object');
  const body = json as Record<string, unknown>;
  const rawItems = body[list];
  if (!Array.isArray(rawItems)) throw malformed(list, `has no "${list}" array`);
  const pagination = readPagination(body, list, requested);

  const items: T[] = [];
  const seen = new Set<string>();
  let dropped = 0;
  let duplicates = 0;
  // A server that ignores per_page may send any number of items; only a page's worth is read.
  const oversized = Math.max(0, rawItems.length - requested.perPage);
  for (const raw of rawItems.slice(0, requested.perPage)) {
    const result = v.safeParse(schema, raw);
    const item = result.success ? build(result.output) : null;
    if (item === null) dropped += 1;
    else if (seen.has(item.id)) duplicates += 1;
    else {
      seen.add(item.id);
      items.push(item);
    }
  }
  return { items, pagination, dropped, duplicates, oversized };
}
