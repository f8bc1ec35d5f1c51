// @vitest-environment node
// Node's own fetch types (Response, Headers, streams), as a browser has them; happy-dom brings its own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../domain/types';
import { normaliseEventsPage } from '../lists/events/event-schema';
import { normaliseSessionsPage } from '../lists/sessions/session-schema';
import { createApiClient } from './client';
import { ApiError, type ApiErrorKind } from './errors';

// The boundary under test is everything between `fetch` and the domain types: the fake fetch below
// stands in for the network only, answering with whatever a broken or hostile server could send.

const token = 'eyJhbGciOiJSUzI1NiJ9.fuzz-access-token.c2lnbmF0dXJl';
const kinds: readonly ApiErrorKind[] = [
  'bad-request',
  'unauthorized',
  'forbidden',
  'not-found',
  'rate-limited',
  'server',
  'http',
  'network',
  'timeout',
  'malformed',
];
const timeoutMs = 3;
const nullBodyStatuses = new Set([204, 205, 304]);

type Reply =
  | {
      type: 'response';
      status: number;
      headers: [string, string][];
      body: string;
      /** How the body arrives: whole, cut by a network error, or stalled until the request is aborted. */
      delivery: 'whole' | 'broken' | 'stalled';
    }
  | { type: 'reject'; error: unknown }
  | { type: 'hang' };

const wild = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constant('W'.repeat(5_000)),
  fc.constantFrom('javascript:alert(1)', 'data:image/svg+xml,<svg/>', '/relative.png', '//host/x.png'),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);
const maybe = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: wild });

const timestamp = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.integer({ min: 0, max: 4_000_000_000 }),
  fc.constant('2026-11-23 10:00'),
);
const imageUrl = fc.oneof(
  fc.webUrl(),
  fc.constantFrom('https://img.example/a.png', 'http://127.0.0.1/c.svg'),
);

const account = fc.record(
  {
    id: maybe(fc.oneof(fc.uuid(), fc.nat())),
    slug: maybe(fc.string()),
    name: maybe(fc.string()),
    partner: maybe(fc.boolean()),
    profile_image_url: maybe(imageUrl),
    cover_image_url: maybe(imageUrl),
  },
  { requiredKeys: [] },
);

const item = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        id: maybe(fc.oneof(fc.uuid(), fc.nat(), fc.constantFrom('dup-1', 'dup-2'))),
        slug: maybe(fc.string()),
        name: maybe(fc.string()),
        description: maybe(fc.string()),
        cover_url: maybe(imageUrl),
        duration_seconds: maybe(fc.nat()),
        scheduled_at: maybe(timestamp),
        live_at: maybe(timestamp),
        completed_at: maybe(timestamp),
        canceled_at: maybe(timestamp),
        offer_replay_purchase: maybe(fc.boolean()),
        session_count: maybe(fc.nat()),
        price: maybe(
          fc.record(
            {
              value: maybe(fc.double({ min: 0, max: 1e6, noNaN: true })),
              value_in_cents: maybe(fc.nat()),
              currency: maybe(fc.constantFrom('USD', 'EUR', 'GBP', 'JPY', 'XYZ', 'usd', '')),
            },
            { requiredKeys: [] },
          ),
        ),
        account: maybe(account),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: wild },
);

const page = (list: 'events' | 'sessions') =>
  fc.record(
    {
      [list]: maybe(fc.array(item, { maxLength: 8 })),
      meta: maybe(
        fc.record(
          {
            pagination: maybe(
              fc.record(
                {
                  current_page: maybe(fc.integer({ min: 1, max: 500 })),
                  per_page: maybe(fc.integer({ min: 1, max: 100 })),
                  total_pages: maybe(fc.integer({ min: 0, max: 500 })),
                },
                { requiredKeys: [] },
              ),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  );

const body = (list: 'events' | 'sessions') =>
  fc.oneof(
    { weight: 6, arbitrary: page(list).map((json) => JSON.stringify(json)) },
    {
      weight: 1,
      arbitrary: fc.tuple(page(list), fc.nat()).map(([json, cut]) => {
        const text = JSON.stringify(json);
        return text.slice(0, cut % (text.length + 1));
      }),
    },
    { weight: 1, arbitrary: fc.jsonValue().map((json) => JSON.stringify(json)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '   ',
        'null',
        '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>',
        '\uFEFF{"events": []}',
      ),
    },
  );

const retryAfter = fc.oneof(
  fc.nat({ max: 100_000 }).map(String),
  fc.integer({ min: -120_000, max: 120_000 }).map((ms) => new Date(Date.now() + ms).toUTCString()),
  fc.stringMatching(/^[ -~]{0,20}$/),
);

const headers = fc
  .tuple(
    fc.option(
      fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/html', 'text/plain', ''),
    ),
    fc.option(retryAfter),
    fc.array(fc.tuple(fc.stringMatching(/^x-[a-z0-9-]{1,12}$/), fc.stringMatching(/^[!-~]{0,30}$/)), {
      maxLength: 3,
    }),
  )
  .map(([type, wait, extra]) => {
    const list: [string, string][] = [...extra];
    if (type !== null) list.push(['content-type', type]);
    if (wait !== null) list.push(['retry-after', wait]);
    return list;
  });

const status = fc.oneof(
  fc.constantFrom(
    200,
    200,
    200,
    201,
    204,
    301,
    304,
    400,
    401,
    403,
    404,
    410,
    418,
    422,
    429,
    500,
    502,
    503,
    504,
  ),
  fc.integer({ min: 200, max: 599 }),
);

const reply = (list: 'events' | 'sessions'): fc.Arbitrary<Reply> =>
  fc.oneof(
    {
      weight: 40,
      arbitrary: fc
        .record({
          type: fc.constant('response' as const),
          status,
          headers,
          body: body(list),
          delivery: fc.oneof(
            { weight: 18, arbitrary: fc.constant('whole' as const) },
            { weight: 1, arbitrary: fc.constantFrom('broken' as const, 'stalled' as const) },
          ),
        })
        // 204, 205 and 304 carry no body at all.
        .map((answer) =>
          nullBodyStatuses.has(answer.status) ? { ...answer, body: '', delivery: 'whole' as const } : answer,
        ),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constant('reject' as const),
        error: fc.constantFrom(
          new TypeError('Failed to fetch'),
          new DOMException('The network connection was lost.', 'NetworkError'),
          'a thrown string',
          null,
          undefined,
          { odd: 'object' },
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ type: 'hang' as const }) },
  );

function abortWith(signal: AbortSignal, fail: (reason: unknown) => void) {
  if (signal.aborted) fail(signal.reason);
  else signal.addEventListener('abort', () => fail(signal.reason), { once: true });
}

/** A body delivered as fetch would: a broken connection errors the stream, an abort errors it too. */
function bodyStream(text: string, delivery: 'broken' | 'stalled', signal: AbortSignal) {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, bytes.length >> 1));
      if (delivery === 'broken') controller.error(new TypeError('network error'));
      else abortWith(signal, (reason) => controller.error(reason));
    },
  });
}

/** Plays the replies in order, one per request, the way `fetch` settles: resolve, reject, or hang until aborted. */
function fakeFetch(replies: Reply[], seen: { url: string; authorization: string | null }[]): typeof fetch {
  let next = 0;
  return async (input, init) => {
    const signal = init?.signal ?? new AbortController().signal;
    seen.push({
      url: String(input),
      authorization: new Headers(init?.headers).get('authorization'),
    });
    const answer = replies[Math.min(next++, replies.length - 1)] as Reply;
    if (answer.type === 'reject') throw answer.error;
    if (answer.type === 'hang') return new Promise<Response>((_, reject) => abortWith(signal, reject));
    if (signal.aborted) throw signal.reason;
    const payload = nullBodyStatuses.has(answer.status)
      ? null
      : answer.delivery === 'whole'
        ? answer.body
        : bodyStream(answer.body, answer.delivery, signal);
    return new Response(payload, { status: answer.status, headers: answer.headers });
  };
}

type Outcome<T> = { page: ListPage<T> } | { error: unknown };

function checkPage(json: unknown, list: 'events' | 'sessions', result: ListPage<{ id: string }>) {
  const raw = (json as Record<string, unknown>)[list] as unknown[];
  expect(result.items.length + result.dropped + result.duplicates + result.oversized).toBe(raw.length);
  expect(new Set(result.items.map((entry) => entry.id)).size).toBe(result.items.length);
  for (const entry of result.items) {
    expect(typeof entry.id).toBe('string');
    expect(entry.id.trim()).not.toBe('');
    const record = entry as Record<string, unknown>;
    const account = record.account as Record<string, unknown> | null;
    for (const url of [record.coverUrl, account?.profileImageUrl, account?.coverImageUrl]) {
      if (url !== null && url !== undefined) expect(String(url)).toMatch(/^https?:\/\//);
    }
  }
  expect(Number.isInteger(result.pagination.totalPages) && result.pagination.totalPages >= 0).toBe(true);
  expect(result.pagination.currentPage).toBeGreaterThanOrEqual(1);
  expect(result.pagination.perPage).toBeGreaterThanOrEqual(1);
}

function expectedRetryAfter(reply: Reply): number | undefined {
  if (reply.type !== 'response' || reply.status !== 429) return undefined;
  const header = reply.headers.findLast(([name]) => name === 'retry-after')?.[1];
  if (header === undefined || !/^\d+$/.test(header.trim())) return undefined;
  return Math.min(Number(header.trim()) * 1000, 5 * 60_000);
}

describe('API client + normaliser under random answers', () => {
  it.each(['events', 'sessions'] as const)(
    '%s: every answer ends in a normalised page or a typed ApiError, never a token in it (5,000 cases)',
    async (list) => {
      const normalise = list === 'events' ? normaliseEventsPage : normaliseSessionsPage;
      await fc.assert(
        fc.asyncProperty(
          fc.array(reply(list), { minLength: 2, maxLength: 2 }),
          fc.constantFrom('refreshed', 'refused', 'throws'),
          fc.constantFrom('token', 'token', 'token', 'token', 'signed-out'),
          async (replies, refresh, auth) => {
            const seen: { url: string; authorization: string | null }[] = [];
            const client = createApiClient({
              baseUrl: 'https://api.example/',
              timeoutMs,
              getAccessToken: async () => (auth === 'token' ? token : null),
              onUnauthorized: async () => {
                if (refresh === 'throws') throw new Error(`refresh failed for ${token}`);
                return refresh === 'refreshed';
              },
              fetch: fakeFetch(replies, seen),
            });
            const requested = { page: 2, perPage: 24 };
            let json: unknown;
            let outcome: Outcome<{ id: string }>;
            try {
              json = await client.getJson(`/v1/me/community/team/${list}`, { page: 2, per_page: 24 });
              outcome = { page: normalise(json, requested) };
            } catch (error) {
              outcome = { error };
            }

            for (const request of seen) {
              expect(request.url).not.toContain(token);
              expect(request.authorization).toBe(`Bearer ${token}`);
            }
            if (auth === 'signed-out') {
              expect(seen).toHaveLength(0);
              expect(outcome).toMatchObject({ error: { kind: 'unauthorized' } });
              return;
            }
            // The reply that decided the outcome: the second only after a 401 and a successful refresh.
            const first = replies[0] as Reply;
            const retried = first.type === 'response' && first.status === 401 && refresh === 'refreshed';
            expect(seen).toHaveLength(retried ? 2 : 1);
            const decisive = replies[retried ? 1 : 0] as Reply;

            if ('page' in outcome) {
              expect(decisive.type).toBe('response');
              if (decisive.type === 'response') {
                expect(decisive.status).toBeGreaterThanOrEqual(200);
                expect(decisive.status).toBeLessThan(300);
                expect(decisive.delivery).toBe('whole');
              }
              checkPage(json, list, outcome.page);
              return;
            }
            const { error } = outcome;
            expect(error).toBeInstanceOf(ApiError);
            if (!(error instanceof ApiError)) return;
            expect(kinds).toContain(error.kind);
            expect(`${error.message} ${error.stack ?? ''} ${JSON.stringify(error)}`).not.toContain(token);
            if (error.retryAfterMs !== null) {
              expect(Number.isFinite(error.retryAfterMs) && error.retryAfterMs >= 0).toBe(true);
            }
            if (decisive.type === 'reject') expect(error.kind).toBe('network');
            if (decisive.type === 'hang') expect(error.kind).toBe('timeout');
            if (decisive.type !== 'response') return;
            if (decisive.status < 200 || decisive.status > 299) {
              expect(error.status).toBe(decisive.status);
              expect(['malformed', 'network', 'timeout']).not.toContain(error.kind);
              const wait = expectedRetryAfter(decisive);
              if (wait !== undefined) expect(error.retryAfterMs).toBe(wait);
            } else if (decisive.delivery === 'stalled') {
              expect(error.kind).toBe('timeout');
            } else if (decisive.delivery === 'broken') {
              expect(error.kind).toBe('network');
            } else {
              expect(error.kind).toBe('malformed');
            }
          },
        ),
        { numRuns: 5_000 },
      );
    },
    120_000,
  );
});
