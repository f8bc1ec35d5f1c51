import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ALG } from './oauth';
import { getSandboxTokens } from './sandbox-token';
import type { Sandbox } from './server';
import {
  getList,
  listUrl,
  OTHER_ORIGIN,
  openApiValidator,
  SPA_ORIGIN,
  startTestSandbox,
  TEST_NOW,
  tokenFor,
} from './testing';
import { SANDBOX_LOGINS } from './users';

const LISTS = ['events', 'sessions'] as const;
const openapi = openApiValidator();
const pathOf = (list: string) => `/v1/me/community/team/${list}`;
const validators = Object.fromEntries(
  LISTS.flatMap((list) =>
    [200, 400, 401, 404].map((status) => [`${list} ${status}`, openapi.response(pathOf(list), status)]),
  ),
);
const validatorFor = (list: string, status: number) => {
  const validate = validators[`${list} ${status}`];
  if (!validate) throw new Error(`no validator for ${list} ${status}`);
  return validate;
};

let sandbox: Sandbox;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  sandbox = await startTestSandbox();
  await Promise.all(
    SANDBOX_LOGINS.map(async (login) => {
      tokens[login] = await tokenFor(sandbox.origin, login);
    }),
  );
});
afterAll(() => sandbox.close());

function expectConforms(validate: ReturnType<typeof openapi.response>, body: unknown) {
  const ok = validate(body);
  expect(validate.errors ?? [], JSON.stringify(validate.errors).slice(0, 500)).toEqual([]);
  expect(ok).toBe(true);
}

describe.each(LISTS)('GET /v1/me/community/team/%s', (list) => {
  it.each(['team-member', 'big-team', 'empty-team'])('conforms to openapi.yaml for %s', async (login) => {
    const token = tokens[login] ?? '';
    const first = await getList(sandbox.origin, list, token);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toMatch(/^application\/json/);
    expectConforms(validatorFor(list, 200), first.body);
    const last = await getList(sandbox.origin, list, token, 'page=3&per_page=7');
    expectConforms(validatorFor(list, 200), last.body);
  });

  it('answers 404 with a JSON error for no-team', async () => {
    const { res, body } = await getList(sandbox.origin, list, tokens['no-team'] ?? '');
    expect(res.status).toBe(404);
    expectConforms(validatorFor(list, 404), body);
  });

  it('defaults to page 1 with 100 per page', async () => {
    const { body } = await getList(sandbox.origin, list, tokens['team-member'] ?? '');
    const items = body?.[list] as unknown[];
    expect(items).toHaveLength(100);
    expect(body?.meta).toMatchObject({ pagination: { current_page: 1, per_page: 100 } });
  });

  it('serves the last page partly filled and a page past the last empty, with the real total', async () => {
    const token = tokens['team-member'] ?? '';
    const { body } = await getList(sandbox.origin, list, token, 'per_page=40');
    const total_pages = body?.meta?.pagination.total_pages ?? 0;
    expect(total_pages).toBeGreaterThan(1);

    const last = await getList(sandbox.origin, list, token, `per_page=40&page=${total_pages}`);
    const lastItems = last.body?.[list] as unknown[];
    expect(lastItems.length).toBeGreaterThan(0);
    expect(lastItems.length).toBeLessThanOrEqual(40);

    const past = await getList(sandbox.origin, list, token, `per_page=40&page=${total_pages + 1}`);
    expect(past.res.status).toBe(200);
    expect(past.body?.[list]).toEqual([]);
    expect(past.body?.meta).toEqual({
      pagination: { current_page: total_pages + 1, per_page: 40, total_pages },
    });
  });

  it('reports total_pages 0 for the empty team', async () => {
    const { body } = await getList(sandbox.origin, list, tokens['empty-team'] ?? '');
    expect(body).toEqual({
      [list]: [],
      meta: { pagination: { current_page: 1, per_page: 100, total_pages: 0 } },
    });
  });

  it('gives the same body for the same request twice', async () => {
    const token = tokens['team-member'] ?? '';
    const a = await getList(sandbox.origin, list, token, 'page=2&per_page=24');
    const b = await getList(sandbox.origin, list, token, 'page=2&per_page=24');
    expect(b.text).toBe(a.text);
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['per_page=ten', 'per_page'],
  ])('answers 400 with a JSON error for %s', async (query, name) => {
    const { res, body } = await getList(sandbox.origin, list, tokens['team-member'] ?? '', query);
    expect(res.status).toBe(400);
    expectConforms(validatorFor(list, 400), body);
    expect(body?.error).toBe('invalid_request');
    expect(body?.message).toMatch(new RegExp(`^${name} must be an integer`));
  });

  it('names the per_page range in its 400 message', async () => {
    const { body } = await getList(sandbox.origin, list, tokens['team-member'] ?? '', 'per_page=101');
    expect(body).toEqual({ error: 'invalid_request', message: 'per_page must be an integer from 1 to 100' });
  });
});

describe.each([
  ['404', 404, 'not_found'],
  ['400', 400, 'invalid_request'],
] as const)('SANDBOX_PAST_LAST=%s', (answer, status, error) => {
  let strict: Sandbox;
  let token: string;
  let empty: string;
  beforeAll(async () => {
    strict = await startTestSandbox({ pastLast: answer });
    [token, empty] = await Promise.all([
      tokenFor(strict.origin, 'team-member'),
      tokenFor(strict.origin, 'empty-team'),
    ]);
  });
  afterAll(() => strict.close());

  it.each(LISTS)(`answers a page past the last of %s with ${status} and a JSON error`, async (list) => {
    const { body } = await getList(strict.origin, list, token, 'per_page=40');
    const total = body?.meta?.pagination.total_pages ?? 0;
    expect((await getList(strict.origin, list, token, `per_page=40&page=${total}`)).res.status).toBe(200);
    const past = await getList(strict.origin, list, token, `per_page=40&page=${total + 1}`);
    expect(past.res.status).toBe(status);
    expect(past.res.headers.get('content-type')).toMatch(/^application\/json/);
    expectConforms(validatorFor(list, status), past.body);
    expect(past.body).toEqual({
      error,
      message: `page ${total + 1} is past the last page; total_pages is ${total}`,
    });
  });

  it('still answers page 1 of an empty list with 200, and page 2 of it with the error', async () => {
    const first = await getList(strict.origin, 'events', empty);
    expect(first.res.status).toBe(200);
    expect(first.body?.meta?.pagination.total_pages).toBe(0);
    expect((await getList(strict.origin, 'events', empty, 'page=2')).res.status).toBe(status);
  });
});

describe('team-member data', () => {
  it('covers every status, partners, four currencies, free items, replays and missing images', async () => {
    const token = tokens['team-member'] ?? '';
    const pages = await Promise.all(
      [1, 2, 3].map((page) => getList(sandbox.origin, 'events', token, `page=${page}`)),
    );
    const events = pages.flatMap((page) => page.body?.events ?? []);
    expect(events.length).toBeGreaterThanOrEqual(250);
    const now = TEST_NOW;
    const statuses = new Set(
      events.map((e) => {
        if (e.canceled_at) return 'canceled';
        if (e.completed_at) return 'completed';
        if (e.live_at) return 'live';
        if (!e.scheduled_at) return 'unscheduled';
        return Date.parse(e.scheduled_at) > now ? 'upcoming' : 'past';
      }),
    );
    expect([...statuses].sort()).toEqual([
      'canceled',
      'completed',
      'live',
      'past',
      'unscheduled',
      'upcoming',
    ]);
    expect(new Set(events.map((e) => e.price.currency))).toEqual(new Set(['USD', 'EUR', 'GBP', 'JPY']));
    expect(events.some((e) => e.price.value === 0)).toBe(true);
    expect(events.every((e) => e.price.value_in_cents === Math.round(e.price.value * 100))).toBe(true);
    expect(events.some((e) => e.offer_replay_purchase)).toBe(true);
    expect(events.some((e) => e.account.partner)).toBe(true);
    expect(events.some((e) => !e.account.partner)).toBe(true);
    expect(events.some((e) => e.account.profile_image_url === null)).toBe(true);
    expect(events.some((e) => e.cover_url === null)).toBe(true);

    const covers = events.map((e) => e.cover_url).filter(Boolean) as string[];
    const broken = covers.find((url) => url.includes('/gone/'));
    const good = covers.find((url) => !url.includes('/gone/'));
    expect(broken && (await fetch(broken)).status).toBe(404);
    const cover = await fetch(good ?? '');
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/webp');
    expect(cover.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(
      Buffer.from(await cover.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
  });

  it('counts 10,000 events and 2,500 sessions for big-team', async () => {
    const token = tokens['big-team'] ?? '';
    const [events, sessions] = await Promise.all([
      getList(sandbox.origin, 'events', token, 'page=100'),
      getList(sandbox.origin, 'sessions', token, 'page=25'),
    ]);
    expect(events.body?.meta).toEqual({ pagination: { current_page: 100, per_page: 100, total_pages: 100 } });
    expect(events.body?.events).toHaveLength(100);
    expect(sessions.body?.meta).toEqual({ pagination: { current_page: 25, per_page: 100, total_pages: 25 } });
  });
});

describe('huge-team', () => {
  it('counts 50,000 events and 12,500 sessions, the last pages full', async () => {
    const token = tokens['huge-team'] ?? '';
    const [events, sessions] = await Promise.all([
      getList(sandbox.origin, 'events', token, 'page=500'),
      getList(sandbox.origin, 'sessions', token, 'page=125'),
    ]);
    expect(events.body?.meta).toEqual({ pagination: { current_page: 500, per_page: 100, total_pages: 500 } });
    expect(events.body?.events).toHaveLength(100);
    expect(sessions.body?.meta).toEqual({
      pagination: { current_page: 125, per_page: 100, total_pages: 125 },
    });
    expectConforms(validatorFor('events', 200), events.body);
  });
});

describe('authentication', () => {
  async function expect401(authorization: string | undefined) {
    const res = await fetch(listUrl(sandbox.origin, 'events'), {
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
    expectConforms(validatorFor('events', 401), await res.json());
  }

  it('rejects a request without a token', () => expect401(undefined));
  it('rejects a non-Bearer scheme', () => expect401(`Basic ${btoa('a:b')}`));

  it('rejects a tampered token', async () => {
    const [header, payload, signature] = (tokens['empty-team'] ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'team-member' })).toString('base64url');
    await expect401(`Bearer ${header}.${forged}.${signature}`);
  });

  it('rejects a token for another audience (the ID token)', async () => {
    const { idToken } = await getSandboxTokens(sandbox.origin, 'team-member', SPA_ORIGIN);
    await expect401(`Bearer ${idToken}`);
  });

  it('rejects a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair(SIGNING_ALG);
    const foreign = await new SignJWT({ scope: 'api:read', sandbox_seq: 1_000_000 })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: decodeProtectedHeader(tokens['team-member'] ?? '').kid })
      .setSubject('team-member')
      .setIssuer(`${sandbox.origin}/oauth`)
      .setAudience('urn:teamboard:api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    await expect401(`Bearer ${foreign}`);
  });

  it('rejects an expired token', async () => {
    // Expiry is in whole seconds: three leave the first request two at least, even on a busy machine.
    const shortLived = await startTestSandbox({ accessTokenTtl: 3 });
    try {
      const token = await tokenFor(shortLived.origin, 'team-member');
      expect((await getList(shortLived.origin, 'events', token)).res.status).toBe(200);
      const expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 1100));
      const res = await fetch(listUrl(shortLived.origin, 'events'), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/error="invalid_token".*expired/);
    } finally {
      await shortLived.close();
    }
  });
});

describe('CORS', () => {
  function preflight(origin: string) {
    return fetch(listUrl(sandbox.origin, 'events'), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
  }

  it('allows a preflight with Authorization from the SPA origin', async () => {
    const res = await preflight(SPA_ORIGIN);
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('refuses a preflight from another origin', async () => {
    const res = await preflight(OTHER_ORIGIN);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('exposes Retry-After and WWW-Authenticate to the SPA', async () => {
    const res = await fetch(listUrl(sandbox.origin, 'events'), { headers: { origin: SPA_ORIGIN } });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
    const exposed = res.headers.get('access-control-expose-headers')?.toLowerCase() ?? '';
    expect(exposed).toContain('retry-after');
    expect(exposed).toContain('www-authenticate');
  });
});
