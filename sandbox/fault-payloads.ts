// Bodies for the data-shaping fault kinds: what a careless or hostile upstream could send.

type Item = Record<string, unknown>;

const LONG = 'W'.repeat(10_000);
const HOSTILE_TEXT = [
  '<script>window.__pwned = true; alert("xss")</script>',
  '<img src=x onerror="window.__pwned = true">',
  `Long ${LONG}`,
  '\u202Egnp.exe\u202C Right-to-left override',
  '"><svg onload="window.__pwned = true">',
  '<a href="javascript:window.__pwned = true">Click me</a>',
  '{{constructor.constructor("window.__pwned = true")()}}',
  `Z\u0335\u0321a\u0336l\u0334g\u0338o${'\u0301'.repeat(40)} zero\u200Bwidth\u200Djoin`,
  `https://${'very-long-host-name.'.repeat(30)}example/${'path'.repeat(200)}`,
];
const HOSTILE_URLS = [
  'javascript:window.__pwned=true',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+',
  '/covers/relative.svg',
  '//evil.example/cover.svg',
  'JaVaScRiPt:alert(1)',
  '  javascript:window.__pwned=true',
  'java\tscript:window.__pwned=true',
  'vbscript:msgbox(1)',
  'data:text/html,<script>window.__pwned=true</script>',
  'covers/no-slash.svg',
];

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

export function hostileItems(items: readonly Item[]): Item[] {
  return items.map((item, i) => {
    const account = (item.account ?? {}) as Item;
    return {
      ...item,
      name: pick(HOSTILE_TEXT, i),
      description: pick(HOSTILE_TEXT, i + 1),
      slug: pick(HOSTILE_TEXT, i + 2),
      cover_url: pick(HOSTILE_URLS, i),
      account: {
        ...account,
        name: pick(HOSTILE_TEXT, i + 3),
        profile_image_url: pick(HOSTILE_URLS, i + 1),
        cover_image_url: pick(HOSTILE_URLS, i + 2),
      },
    };
  });
}

// No space, hyphen or other break opportunity: text a layout must wrap or clip by itself.
const unbroken = (length: number, seed: string) => seed.concat('Abcdefghij'.repeat(length)).slice(0, length);
const LONG_CURRENCY = 'XYZ'.repeat(100);
const HUGE = 1e300;

/** 200-character unbroken texts, a 300-character currency code and numbers near the limit of a double. */
export function longValueItems(items: readonly Item[]): Item[] {
  return items.map((item, i) => {
    const account = (item.account ?? {}) as Item;
    return {
      ...item,
      name: unbroken(200, `Name${i}`),
      description: unbroken(200, `Description${i}`),
      slug: unbroken(200, `slug${i}`),
      duration_seconds: HUGE,
      ...('session_count' in item ? { session_count: HUGE } : {}),
      // The long code and two known ones, one of them without minor units, so every price path meets them.
      price: { value: HUGE, value_in_cents: 1e302, currency: pick([LONG_CURRENCY, 'USD', 'JPY'], i) },
      account: { ...account, name: unbroken(200, `Account${i}`) },
    };
  });
}

/**
 * `count` items from `offset` on, whatever per_page says; past the end of the list it starts again with
 * new ids, so every item is still unique. `present` serves a seeded item as it stands now.
 */
export function oversizedPage(
  all: readonly Item[],
  offset: number,
  count: number,
  present: (item: Item) => Item,
): Item[] {
  if (!all.length) return [];
  return Array.from({ length: count }, (_, j) => {
    const index = offset + j;
    const item = present(pick(all, index));
    const round = Math.floor(index / all.length);
    if (round === 0) return item;
    return { ...item, id: `${String(item.id)}_${round + 1}`, slug: `${String(item.slug)}-${round + 1}` };
  });
}

/**
 * The page with its first half (rounded up) taken from a neighbour, as when items shift between two
 * reads: the end of the page before it, or on page 1 the start of page 2. A list of one page repeats its
 * first half at its end.
 */
export function duplicatesPage(all: readonly Item[], offset: number, perPage: number): Item[] {
  const own = all.slice(offset, offset + perPage);
  const half = Math.ceil(own.length / 2);
  if (offset > 0) return [...all.slice(offset - half, offset), ...own.slice(half)];
  const next = all.slice(perPage, perPage + half);
  if (next.length) return [...next, ...own.slice(next.length)];
  return [...own.slice(0, own.length - half), ...own.slice(0, half)];
}

const WRONG_TYPES: ((item: Item) => unknown)[] = [
  ({ id: _id, ...rest }) => rest,
  (item) => ({ ...item, id: 12345, name: 42, price: '12.50', duration_seconds: '1h' }),
  (item) => ({ ...item, price: null, account: null, cover_url: null, description: null }),
  (item) => ({ ...item, scheduled_at: 'next tuesday', live_at: 1_700_000_000, completed_at: {}, name: null }),
  (item) => ({ ...item, price: { value: 'ten', value_in_cents: null, currency: 7 }, session_count: 'many' }),
  (item) => ({ ...item, account: 'acme', offer_replay_purchase: 'yes', cover_url: 17 }),
  () => null,
  () => 'not an object',
  (item) => ({ ...item, id: null }),
  (item) => ({ ...item, account: { id: 9, name: ['x'], partner: 'true', profile_image_url: false } }),
];

export function wrongTypeItems(items: readonly Item[]): unknown[] {
  const source = items.length ? items : [{ id: 'placeholder' }];
  return Array.from({ length: Math.max(source.length, WRONG_TYPES.length) }, (_, i) =>
    pick(WRONG_TYPES, i)(pick(source, i)),
  );
}

export function htmlErrorPage(status: number): string {
  return `<!DOCTYPE html>
<html lang="en"><head><title>${status} Service error</title></head>
<body><h1>Something went wrong</h1><p>The upstream gateway answered ${status}.</p></body></html>`;
}

export function malformedJson(list: string): string {
  return `{"${list}": [{"id": "broken", "name": "Truncated`;
}
