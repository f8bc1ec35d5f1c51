import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseEventsPage } from '../lists/events/event-schema';
import { normaliseSessionsPage } from '../lists/sessions/session-schema';
import { ApiError } from './errors';

const requested = { page: 1, perPage: 100 };
const meta = { pagination: { current_page: 1, per_page: 100, total_pages: 3 } };

// Values of every JSON type, biased towards the shapes the API uses, plus huge and hostile strings.
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 1 }),
  // Built by repetition: generating 20,000 characters one by one would dominate the run.
  fc.tuple(fc.string({ maxLength: 3 }), fc.integer({ min: 2000, max: 20_000 })).map(([s, n]) => s.repeat(n)),
  fc.constantFrom(
    'javascript:alert(1)',
    'data:image/png;base64,AA',
    '/x.png',
    '\u202Eevil',
    '<script>x</script>',
  ),
  fc.double(),
  fc.constant(undefined),
);

const fieldNames = [
  'id',
  'slug',
  'name',
  'description',
  'cover_url',
  'duration_seconds',
  'session_count',
  'scheduled_at',
  'live_at',
  'completed_at',
  'canceled_at',
  'offer_replay_purchase',
  'price',
  'account',
];

const priceLike = fc.record(
  {
    value: anyValue,
    value_in_cents: anyValue,
    currency: fc.oneof(fc.constantFrom('USD', 'JPY', 'XYZ', 'eur'), anyValue),
  },
  { requiredKeys: [] },
);
const accountLike = fc.dictionary(
  fc.constantFrom('id', 'slug', 'name', 'partner', 'profile_image_url', 'cover_image_url'),
  anyValue,
);

const itemLike = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), fc.oneof(anyValue, priceLike, accountLike)),
  anyValue,
);

describe('normaliser, property-based', () => {
  it('never throws on any items and accounts for every one of them', () => {
    fc.assert(
      fc.property(fc.array(itemLike, { maxLength: 6 }), (items) => {
        for (const [list, normalise] of [
          ['events', normaliseEventsPage],
          ['sessions', normaliseSessionsPage],
        ] as const) {
          const page = normalise({ [list]: items, meta }, requested);
          expect(page.items.length + page.dropped + page.duplicates + page.oversized).toBe(items.length);
          for (const item of page.items) {
            expect(typeof item.id).toBe('string');
            for (const url of [item.coverUrl, item.account?.profileImageUrl, item.account?.coverImageUrl]) {
              if (url) expect(url).toMatch(/^https?:\/\//);
            }
            if (item.price?.amount != null) expect(Number.isFinite(item.price.amount)).toBe(true);
          }
        }
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('answers any body with a page or a malformed ApiError, nothing else', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.record({ events: anyValue, meta: anyValue })),
        (body) => {
          try {
            normaliseEventsPage(body, requested);
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError);
            expect((error as ApiError).kind).toBe('malformed');
          }
        },
      ),
      { numRuns: 10_000 },
    );
  }, 60_000);
});
