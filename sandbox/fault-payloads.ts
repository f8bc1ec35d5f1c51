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
