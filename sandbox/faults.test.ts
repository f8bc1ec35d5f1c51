import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFaultStore, FAULT_KINDS, FaultRuleError, parseFaultRule } from './faults';
import { getSandboxTokens, refreshSandboxTokens } from './sandbox-token';
import type { Sandbox } from './server';
import {
  getList,
  listUrl,
  openApiValidator,
  postFault,
  SPA_ORIGIN,
  startTestSandbox,
  tokenFor,
} from './testing';

let sandbox: Sandbox;
let token: string;
const validEvents = openApiValidator().response('/v1/me/community/team/events', 200);

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await tokenFor(sandbox.origin, 'team-member');
});
afterAll(() => sandbox.close());
afterEach(async () => {
  await fetch(`${sandbox.origin}/_sandbox/faults`, { method: 'DELETE' });
});

const events = (query = 'per_page=10') => getList(sandbox.origin, 'events', token, query);
const sessions = () => getList(sandbox.origin, 'sessions', token, 'per_page=10');

describe('parseFaultRule', () => {
  it('fills defaults and turns retryAfter alone into a 429', () => {
    expect(parseFaultRule({ retryAfter: 2 })).toEqual({
      rule: { match: '*', times: null, status: 429, retryAfter: 2 },
    });
    expect(parseFaultRule({ match: 'events', status: 503, times: 2 })).toEqual({
      rule: { match: 'events', times: 2, status: 503 },
    });
    expect(parseFaultRule({ match: 'sessions', page: 3, kind: 'hostile' })).toEqual({
      rule: { match: 'sessions', page: 3, times: null, kind: 'hostile' },
    });
  });

  it('accepts the past-last kinds with match, page, times and delayMs', () => {
    expect(parseFaultRule({ match: 'events', kind: 'past-last-404' })).toEqual({
      rule: { match: 'events', times: null, kind: 'past-last-404' },
    });
    expect(parseFaultRule({ kind: 'past-last-400', times: 1, delayMs: 10 })).toEqual({
      rule: { match: '*', times: 1, delayMs: 10, kind: 'past-last-400' },
    });
  });

  it.each([{ status: 500 }, { retryAfter: 2 }, { retryAfterDate: true }])(
    'refuses a past-last kind with %j, which would contradict it',
    (extra) => {
      expect(() => parseFaultRule({ kind: 'past-last-404', ...extra })).toThrow(
        'kind past-last-404 sets its own status; drop status and retryAfter',
      );
    },
  );

  it('takes totalPages with total-pages and items with oversized', () => {
    for (const totalPages of [1_000_000, 1e300, -1, 2.5, 0])
      expect(parseFaultRule({ kind: 'total-pages', totalPages })).toEqual({
        rule: { match: '*', times: null, kind: 'total-pages', totalPages },
      });
    expect(parseFaultRule({ match: 'events', page: 2, times: 1, kind: 'oversized', items: 20_000 })).toEqual({
      rule: { match: 'events', page: 2, times: 1, kind: 'oversized', items: 20_000 },
    });
    expect(parseFaultRule({ kind: 'duplicates' })).toEqual({
      rule: { match: '*', times: null, kind: 'duplicates' },
    });
  });

  it.each([
    [{ kind: 'total-pages' }, 'kind total-pages needs "totalPages", a finite JSON number'],
    [{ kind: 'total-pages', totalPages: '5' }, 'kind total-pages needs "totalPages"'],
    [{ kind: 'total-pages', totalPages: null }, 'kind total-pages needs "totalPages"'],
    [{ kind: 'total-pages', totalPages: Number.POSITIVE_INFINITY }, 'kind total-pages needs "totalPages"'],
    [{ kind: 'hostile', totalPages: 5 }, '"totalPages" goes only with kind total-pages'],
    [{ kind: 'oversized' }, 'kind oversized needs "items", an integer from 1 to 20000'],
    [{ kind: 'oversized', items: 20_001 }, 'kind oversized needs "items"'],
    [{ kind: 'oversized', items: 2.5 }, 'kind oversized needs "items"'],
    [{ kind: 'duplicates', items: 5 }, '"items" goes only with kind oversized'],
    [{ kind: 'duplicates', status: 500 }, 'kind duplicates sets its own status'],
    [{ kind: 'long-values', retryAfter: 1 }, 'kind long-values sets its own status'],
  ])('refuses %j, saying why', (input, message) => {
    expect(() => parseFaultRule(input)).toThrow(message);
  });

  it('treats expire-tokens and revoke-grants as actions', () => {
    expect(parseFaultRule({ kind: 'expire-tokens' })).toEqual({ action: 'expire-tokens' });
    expect(parseFaultRule({ kind: 'revoke-grants' })).toEqual({ action: 'revoke-grants' });
  });

  it.each([
    [{ kind: 'explode' }],
    [{ status: 'boom' }],
    [{ status: 99 }],
    [{ match: 'users', status: 500 }],
    [{ times: 0, status: 500 }],
    [{ page: 0, status: 500 }],
    [{ page: '2', status: 500 }],
    [{ delay: 100 }],
    [{ status: 500, chance: 0 }],
    [{ status: 500, chance: 1.5 }],
    [{ status: 500, chance: '0.1' }],
    [{ kind: 'silent-sign-in-error', match: 'events' }],
    [{}],
    [[]],
    ['503'],
  ])('refuses %j', (input) => {
    expect(() => parseFaultRule(input)).toThrow(FaultRuleError);
  });
});

describe('a rule with a chance', () => {
  it('acts on that share of matching requests and lets the rest reach later rules', () => {
    const rolls = [0.5, 0.01, 0.9];
    const store = createFaultStore(() => rolls.shift() ?? 1);
    const { rule: sometimes } = parseFaultRule({ status: 500, chance: 0.05 }) as { rule: never };
    const { rule: always } = parseFaultRule({ match: 'events', status: 503 }) as { rule: never };
    store.add(sometimes);
    store.add(always);
    expect([1, 2, 3].map(() => store.take('events', 1, false)?.status)).toEqual([503, 500, 503]);
    expect(store.take('sessions', 1, false)).toBeUndefined();
  });
});

describe('silent-sign-in-error', () => {
  it('answers a prompt=none authorization request with a 500 page, `times` times, and nothing else', async () => {
    expect((await postFault(sandbox.origin, { kind: 'silent-sign-in-error', times: 1 })).status).toBe(201);
    const authorize = (prompt: string) =>
      fetch(
        `${sandbox.origin}/oauth/auth?client_id=teamboard-spa&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${SPA_ORIGIN}/callback`)}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256${prompt}`,
        { redirect: 'manual' },
      );
    expect((await events()).res.status).toBe(200);
    const interactive = await authorize('');
    expect(interactive.status).toBe(303);
    const silent = await authorize('&prompt=none');
    expect(silent.status).toBe(500);
    expect(silent.headers.get('content-type')).toMatch(/text\/html/);
    expect((await authorize('&prompt=none')).status).toBe(303);
  });
});

describe('/_sandbox/faults', () => {
  it('answers 400 listing every valid kind for a rule it does not understand', async () => {
    const res = await postFault(sandbox.origin, { kind: 'explode' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    for (const kind of FAULT_KINDS) expect(body.message).toContain(kind);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await fetch(`${sandbox.origin}/_sandbox/faults`, { method: 'POST', body: 'status=500' });
    expect(res.status).toBe(400);
  });

  it('lists rules with their remaining uses, and DELETE clears them', async () => {
    await postFault(sandbox.origin, { match: 'sessions', status: 500, times: 3 });
    await sessions();
    const listed = (await (await fetch(`${sandbox.origin}/_sandbox/faults`)).json()) as { faults: unknown[] };
    expect(listed.faults).toEqual([expect.objectContaining({ match: 'sessions', status: 500, times: 2 })]);
    await fetch(`${sandbox.origin}/_sandbox/faults`, { method: 'DELETE' });
    expect((await sessions()).res.status).toBe(200);
  });

  it('allows the SPA origin to post rules from the browser', async () => {
    const res = await fetch(`${sandbox.origin}/_sandbox/faults`, {
      method: 'OPTIONS',
      headers: {
        origin: SPA_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
  });
});

describe('fault kinds', () => {
  it('applies a rule with a page only to that page, so prefetches of other pages pass', async () => {
    await postFault(sandbox.origin, { match: 'events', page: 2, status: 500, times: 1 });
    expect((await events('page=1&per_page=10')).res.status).toBe(200);
    expect((await events('page=3&per_page=10')).res.status).toBe(200);
    expect((await events('page=2&per_page=10')).res.status).toBe(500);
    expect((await events('page=2&per_page=10')).res.status).toBe(200);
  });

  it('answers a status with a JSON error for `times` requests, on the matching list only', async () => {
    await postFault(sandbox.origin, { match: 'events', status: 503, times: 2 });
    expect((await sessions()).res.status).toBe(200);
    const first = await events();
    expect(first.res.status).toBe(503);
    expect(first.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect((await events()).res.status).toBe(503);
    expect((await events()).res.status).toBe(200);
  });

  it('keeps a rule without `times` until cleared', async () => {
    await postFault(sandbox.origin, { status: 500 });
    for (let i = 0; i < 3; i++) expect((await events()).res.status).toBe(500);
  });

  it('sends 429 with Retry-After in seconds', async () => {
    await postFault(sandbox.origin, { status: 429, retryAfter: 2, times: 1 });
    const { res } = await events();
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('2');
  });

  it('sends 429 with Retry-After as an HTTP date in the near future', async () => {
    await postFault(sandbox.origin, { status: 429, retryAfterDate: true, times: 1 });
    const { res } = await events();
    expect(res.status).toBe(429);
    const header = res.headers.get('retry-after') ?? '';
    expect(header).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    const wait = Date.parse(header) - Date.now();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(4000);
  });

  it('delays the response by delayMs', async () => {
    await postFault(sandbox.origin, { match: 'events', delayMs: 400, times: 1 });
    const started = performance.now();
    const { res } = await events();
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(res.status).toBe(200);
  });

  it('serves malformed JSON', async () => {
    await postFault(sandbox.origin, { kind: 'malformed-json', times: 1 });
    const { res, text } = await events();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it.each([200, 502])('serves an HTML error page with status %i', async (status) => {
    await postFault(sandbox.origin, { kind: 'html-error', status, times: 1 });
    const { res, text } = await events();
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(text).toMatch(/^<!DOCTYPE html>/);
  });

  it('drops the connection', async () => {
    await postFault(sandbox.origin, { kind: 'drop', times: 1 });
    await expect(
      fetch(listUrl(sandbox.origin, 'events'), { headers: { authorization: `Bearer ${token}` } }),
    ).rejects.toThrow();
    expect((await events()).res.status).toBe(200);
  });

  it('serves an empty body', async () => {
    await postFault(sandbox.origin, { kind: 'empty-body', times: 1 });
    const { res, text } = await events();
    expect(res.status).toBe(200);
    expect(text).toBe('');
  });

  it('serves items with wrong types, nulls, non-objects and missing ids', async () => {
    await postFault(sandbox.origin, { kind: 'wrong-types', times: 1 });
    const { res, body } = await events();
    expect(res.status).toBe(200);
    expect(validEvents(body)).toBe(false);
    const items = body?.events as unknown[];
    expect(items.some((item) => item === null || typeof item !== 'object')).toBe(true);
    const objects = items.filter(
      (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
    );
    expect(objects.some((item) => !('id' in item))).toBe(true);
    expect(objects.some((item) => typeof item.id === 'number')).toBe(true);
    expect(objects.some((item) => item.price === null)).toBe(true);
    expect(body?.meta).toMatchObject({ pagination: { current_page: 1, per_page: 10 } });
  });

  it('serves hostile strings and URLs', async () => {
    await postFault(sandbox.origin, { kind: 'hostile', times: 1 });
    const { body } = await events();
    const items = body?.events ?? [];
    const texts = items.flatMap((item) => [item.name, item.description, item.account.name]) as string[];
    expect(texts.some((text) => text.includes('<script>'))).toBe(true);
    expect(texts.some((text) => /<img [^>]*onerror=/.test(text))).toBe(true);
    expect(texts.some((text) => text.length >= 10_000)).toBe(true);
    expect(texts.some((text) => text.includes('\u202E'))).toBe(true);
    const urls = items.flatMap((item) => [item.cover_url, item.account.profile_image_url]) as string[];
    expect(urls.some((url) => url.startsWith('javascript:'))).toBe(true);
    expect(urls.some((url) => url.startsWith('data:'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/'))).toBe(true);
    // Variants a naive prefix check lets through.
    expect(urls.some((url) => /^\s+javascript:/.test(url))).toBe(true);
    expect(urls.some((url) => url.includes('\t'))).toBe(true);
    expect(urls.some((url) => /^[a-z]+\//.test(url))).toBe(true);
    // Ids stay usable, so every hostile item reaches the page instead of being dropped.
    expect(new Set(items.map((item) => item.id)).size).toBe(10);
  });

  it('serves hostile sessions too, and stops after `times`', async () => {
    await postFault(sandbox.origin, { match: 'sessions', kind: 'hostile', times: 1 });
    const first = await sessions();
    const names = (first.body?.sessions ?? []).map((item) => String(item.name));
    expect(names.some((name) => name.includes('<script>'))).toBe(true);
    const second = await sessions();
    expect((second.body?.sessions ?? []).some((item) => String(item.name).includes('<script>'))).toBe(false);
  });
});

describe("faults for the server's numbers", () => {
  const ids = (items: { id: string }[] | undefined) => (items ?? []).map((item) => item.id);

  it.each([
    [1_000_000, '1000000'],
    [1e300, '1e+300'],
    [-1, '-1'],
    [2.5, '2.5'],
  ])(
    'total-pages writes %s into total_pages as a JSON number, the items unchanged',
    async (totalPages, json) => {
      const normal = await events('page=2&per_page=10');
      await postFault(sandbox.origin, { match: 'events', kind: 'total-pages', totalPages, times: 1 });
      const faulted = await events('page=2&per_page=10');
      expect(faulted.res.status).toBe(200);
      expect(faulted.text).toContain(`"total_pages":${json}}`);
      expect(faulted.body?.meta?.pagination).toEqual({
        current_page: 2,
        per_page: 10,
        total_pages: totalPages,
      });
      expect(faulted.body?.events).toEqual(normal.body?.events);
      expect((await events('page=2&per_page=10')).text).toBe(normal.text);
    },
  );

  it('total-pages also replaces the total of a page past the last', async () => {
    await postFault(sandbox.origin, { kind: 'total-pages', totalPages: 1_000_000 });
    const past = await events('page=99&per_page=10');
    expect(past.body).toEqual({
      events: [],
      meta: { pagination: { current_page: 99, per_page: 10, total_pages: 1_000_000 } },
    });
  });

  it('refuses a total-pages rule whose number JSON cannot hold', async () => {
    const res = await fetch(`${sandbox.origin}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"kind": "total-pages", "totalPages": 1e400}',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('finite JSON number');
  });

  it('oversized answers 20,000 unique seeded events whatever per_page says, with the normal meta', async () => {
    await postFault(sandbox.origin, { match: 'events', kind: 'oversized', items: 20_000, times: 1 });
    const { res, body } = await events('page=2&per_page=10');
    expect(res.status).toBe(200);
    const items = body?.events ?? [];
    expect(items).toHaveLength(20_000);
    expect(new Set(ids(items)).size).toBe(20_000);
    const normal = await events('page=2&per_page=10');
    expect(items.slice(0, 10)).toEqual(normal.body?.events);
    expect(items.every((item) => item.name && item.price && item.account)).toBe(true);
    expect(body?.meta).toEqual(normal.body?.meta);
  });

  it('oversized applies to sessions too', async () => {
    await postFault(sandbox.origin, { match: 'sessions', kind: 'oversized', items: 250, times: 1 });
    const { body } = await getList(sandbox.origin, 'sessions', token, 'per_page=10');
    expect(new Set(ids(body?.sessions)).size).toBe(250);
    expect(body?.meta?.pagination.per_page).toBe(10);
  });

  it('duplicates repeats the end of the page before, so a reader of both sees ids twice', async () => {
    const [first, second] = [await events('page=1&per_page=10'), await events('page=2&per_page=10')];
    await postFault(sandbox.origin, { match: 'events', page: 2, kind: 'duplicates', times: 1 });
    const faulted = await events('page=2&per_page=10');
    const items = ids(faulted.body?.events);
    expect(items).toHaveLength(10);
    expect(items.slice(0, 5)).toEqual(ids(first.body?.events).slice(5));
    expect(items.slice(5)).toEqual(ids(second.body?.events).slice(5));
    expect(new Set([...ids(first.body?.events), ...items]).size).toBe(15);
    expect(faulted.body?.meta).toEqual(second.body?.meta);
  });

  it('duplicates on page 1 repeats the start of page 2', async () => {
    const second = await events('page=2&per_page=10');
    await postFault(sandbox.origin, { match: 'events', kind: 'duplicates', times: 1 });
    const faulted = await events('page=1&per_page=10');
    expect(ids(faulted.body?.events).slice(0, 5)).toEqual(ids(second.body?.events).slice(0, 5));
  });

  it('long-values serves long unbroken texts, a 300-character currency and numbers near 1e300', async () => {
    await postFault(sandbox.origin, { kind: 'long-values', times: 2 });
    const { body, text } = await events();
    const items = body?.events ?? [];
    expect(new Set(ids(items)).size).toBe(10);
    for (const item of items) {
      for (const value of [item.name, item.description, item.account.name]) {
        expect(value).toHaveLength(200);
        expect(value).toMatch(/^[A-Za-z0-9]+$/);
      }
      expect(item.duration_seconds).toBe(1e300);
      expect(item.price).toMatchObject({ value: 1e300, value_in_cents: 1e302 });
    }
    expect(items.some((item) => item.price.currency.length === 300)).toBe(true);
    expect(items.some((item) => item.price.currency === 'USD')).toBe(true);
    expect(text).toContain('"value_in_cents":1e+302');
    const { body: sessionsBody } = await sessions();
    expect((sessionsBody?.sessions ?? []).every((item) => item.session_count === 1e300)).toBe(true);
  });
});

describe('past-last fault kinds', () => {
  async function lastPage(list: 'events' | 'sessions') {
    const { body } = await getList(sandbox.origin, list, token, 'per_page=40');
    return body?.meta?.pagination.total_pages ?? 0;
  }
  const pageOf = (list: 'events' | 'sessions', page: number) =>
    getList(sandbox.origin, list, token, `per_page=40&page=${page}`);

  it('past-last-404 answers 404 only past the last page of the matching list, until cleared', async () => {
    const [events, sessions] = await Promise.all([lastPage('events'), lastPage('sessions')]);
    await postFault(sandbox.origin, { match: 'events', kind: 'past-last-404' });
    expect((await pageOf('events', 1)).res.status).toBe(200);
    expect((await pageOf('events', events)).res.status).toBe(200);
    const past = await pageOf('events', events + 1);
    expect(past.res.status).toBe(404);
    expect(past.body).toEqual({
      error: 'not_found',
      message: `page ${events + 1} is past the last page; total_pages is ${events}`,
    });
    expect((await pageOf('events', events + 5)).res.status).toBe(404);
    const otherList = await pageOf('sessions', sessions + 1);
    expect(otherList.res.status).toBe(200);
    expect(otherList.body?.sessions).toEqual([]);
  });

  it('past-last-400 answers 400 with invalid_request', async () => {
    const sessions = await lastPage('sessions');
    await postFault(sandbox.origin, { match: 'sessions', kind: 'past-last-400' });
    const past = await pageOf('sessions', sessions + 1);
    expect(past.res.status).toBe(400);
    expect(past.body?.error).toBe('invalid_request');
  });

  it('counts `times` only on requests past the last page', async () => {
    const events = await lastPage('events');
    await postFault(sandbox.origin, { match: 'events', kind: 'past-last-404', times: 1 });
    for (const page of [1, 2, events]) expect((await pageOf('events', page)).res.status).toBe(200);
    expect((await pageOf('events', events + 1)).res.status).toBe(404);
    expect((await pageOf('events', events + 1)).res.status).toBe(200);
  });

  it('lets an earlier rule for in-range pages through, and a later status rule still applies to them', async () => {
    await postFault(sandbox.origin, { match: 'events', kind: 'past-last-404' });
    await postFault(sandbox.origin, { match: 'events', status: 503, times: 1 });
    expect((await pageOf('events', 1)).res.status).toBe(503);
    expect((await pageOf('events', 1)).res.status).toBe(200);
  });

  it('past-last-empty answers 200 with an empty list on a sandbox that answers 404', async () => {
    const strict = await startTestSandbox({ pastLast: '404' });
    try {
      const strictToken = await tokenFor(strict.origin, 'team-member');
      expect((await getList(strict.origin, 'events', strictToken, 'page=99')).res.status).toBe(404);
      await postFault(strict.origin, { kind: 'past-last-empty', times: 1 });
      const past = await getList(strict.origin, 'events', strictToken, 'page=99');
      expect(past.res.status).toBe(200);
      expect(past.body?.events).toEqual([]);
      expect((await getList(strict.origin, 'events', strictToken, 'page=99')).res.status).toBe(404);
    } finally {
      await strict.close();
    }
  });
});

describe('token faults', () => {
  it('expire-tokens: every token issued so far is rejected as expired, refresh still works', async () => {
    const tokens = await getSandboxTokens(sandbox.origin, 'big-team', SPA_ORIGIN);
    expect((await getList(sandbox.origin, 'events', tokens.accessToken)).res.status).toBe(200);
    expect((await postFault(sandbox.origin, { kind: 'expire-tokens' })).status).toBe(201);

    const rejected = await getList(sandbox.origin, 'events', tokens.accessToken);
    expect(rejected.res.status).toBe(401);
    expect(rejected.res.headers.get('www-authenticate')).toMatch(/error="invalid_token".*expired/);

    const refreshed = await refreshSandboxTokens(sandbox.origin, tokens.refreshToken);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.refreshToken);
    expect((await getList(sandbox.origin, 'events', String(refreshed.body.access_token))).res.status).toBe(
      200,
    );
  });

  it('revoke-grants: refresh fails with invalid_grant and issued access tokens are rejected', async () => {
    const tokens = await getSandboxTokens(sandbox.origin, 'empty-team', SPA_ORIGIN);
    expect((await postFault(sandbox.origin, { kind: 'revoke-grants' })).status).toBe(201);

    expect((await getList(sandbox.origin, 'events', tokens.accessToken)).res.status).toBe(401);
    const refreshed = await refreshSandboxTokens(sandbox.origin, tokens.refreshToken);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');

    const again = await getSandboxTokens(sandbox.origin, 'empty-team', SPA_ORIGIN);
    expect((await getList(sandbox.origin, 'events', again.accessToken)).res.status).toBe(200);
    // The suite's own token predates the revocation: sign in again for the tests after this one.
    token = await tokenFor(sandbox.origin, 'team-member');
  });
});
