import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../sandbox/server';
import { postFault, startTestSandbox, tokenFor } from '../sandbox/testing';
import { type ApiClient, createApiClient } from '../src/api/client';
import { ApiError } from '../src/api/errors';
import { eventQueries, eventsApiPath as eventsPath } from '../src/lists/events/event-queries';
import { normaliseEventsPage } from '../src/lists/events/event-schema';
import { sessionsApiPath as sessionsPath } from '../src/lists/sessions/session-queries';

// The API client against the real sandbox (real HTTP, real tokens, real faults), in Node.

let sandbox: Sandbox;
let memberToken: string;
let noTeamToken: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  [memberToken, noTeamToken] = await Promise.all([
    tokenFor(sandbox.origin, 'team-member'),
    tokenFor(sandbox.origin, 'no-team'),
  ]);
});
afterAll(() => sandbox.close());
beforeEach(() => fetch(`${sandbox.origin}/_sandbox/faults`, { method: 'DELETE' }));

type Setup = { token?: string | null; refreshed?: string | null; timeoutMs?: number };

function client({ token = memberToken, refreshed = null, timeoutMs = 5000 }: Setup = {}) {
  let current = token;
  const calls = { unauthorized: 0 };
  const api: ApiClient = createApiClient({
    baseUrl: `${sandbox.origin}/`,
    timeoutMs,
    getAccessToken: async () => current,
    onUnauthorized: async () => {
      calls.unauthorized += 1;
      if (refreshed === null) return false;
      current = refreshed;
      return true;
    },
  });
  return { api, calls };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const firstPage = { page: 1, per_page: 24 };

describe('API client against the sandbox', () => {
  it('fetches and normalises a page of events', async () => {
    const { api } = client();
    const page = normaliseEventsPage(await api.getJson(eventsPath, firstPage), { page: 1, perPage: 24 });
    expect(page.items).toHaveLength(24);
    expect(page.pagination.currentPage).toBe(1);
    expect(page.pagination.totalPages).toBeGreaterThan(1);
    expect(page.items.every((event) => event.kind === 'event' && event.id.length > 0)).toBe(true);
  });

  it('sends the request at once when the token is known, and after the refresh when it is not', async () => {
    const sent: string[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      sent.push(new Headers(init?.headers).get('Authorization') ?? '');
      return fetch(input, init);
    };
    const options = { baseUrl: sandbox.origin, timeoutMs: 5000, onUnauthorized: async () => false };
    const known = createApiClient({ ...options, fetch: recordingFetch, getAccessToken: () => memberToken });
    const answer = known.getJson(eventsPath, firstPage);
    // Still in the caller's task: at start-up the first page's request leaves while the bundle evaluates.
    expect(sent).toEqual([`Bearer ${memberToken}`]);
    expect(await answer).toHaveProperty('events');

    let refreshed: (token: string) => void = () => undefined;
    const refreshing = createApiClient({
      ...options,
      fetch: recordingFetch,
      getAccessToken: () => new Promise<string>((resolve) => (refreshed = resolve)),
    });
    const later = refreshing.getJson(eventsPath, firstPage);
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    refreshed(memberToken);
    expect(await later).toHaveProperty('events');
    expect(sent).toEqual([`Bearer ${memberToken}`, `Bearer ${memberToken}`]);
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    const { api, calls } = client({ token: 'not-a-token', refreshed: memberToken });
    const body = (await api.getJson(sessionsPath, firstPage)) as { sessions: unknown[] };
    expect(body.sessions).toHaveLength(24);
    expect(calls.unauthorized).toBe(1);
  });

  it('gives up after one refresh that did not help, without a loop', async () => {
    const { api, calls } = client({ token: 'not-a-token', refreshed: 'still-not-a-token' });
    expect((await failure(api.getJson(eventsPath, firstPage))).kind).toBe('unauthorized');
    expect(calls.unauthorized).toBe(1);
  });

  it('does not send a request when signed out', async () => {
    const { api } = client({ token: null });
    expect((await failure(api.getJson(eventsPath))).kind).toBe('unauthorized');
  });

  it('types each status the server answers', async () => {
    const { api } = client();
    expect(await failure(api.getJson(eventsPath, { page: 0 }))).toMatchObject({
      kind: 'bad-request',
      status: 400,
    });
    const noTeam = client({ token: noTeamToken }).api;
    expect(await failure(noTeam.getJson(eventsPath))).toMatchObject({ kind: 'not-found', status: 404 });
    for (const status of [403, 500, 502, 503]) {
      await postFault(sandbox.origin, { match: 'events', status, times: 1 });
      expect((await failure(api.getJson(eventsPath, firstPage))).status).toBe(status);
    }
  });

  it('reads Retry-After in seconds and as an HTTP date', async () => {
    const { api } = client();
    await postFault(sandbox.origin, { match: 'events', status: 429, retryAfter: 7, times: 1 });
    expect(await failure(api.getJson(eventsPath, firstPage))).toMatchObject({
      kind: 'rate-limited',
      retryAfterMs: 7000,
    });
    await postFault(sandbox.origin, {
      match: 'events',
      status: 429,
      retryAfter: 30,
      retryAfterDate: true,
      times: 1,
    });
    const error = await failure(api.getJson(eventsPath, firstPage));
    expect(error.retryAfterMs).toBeGreaterThan(25_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(31_000);
  });

  it('calls a body that is not JSON malformed, whatever the status', async () => {
    const { api } = client();
    for (const kind of ['malformed-json', 'html-error', 'empty-body']) {
      await postFault(sandbox.origin, { match: 'events', kind, times: 1 });
      expect((await failure(api.getJson(eventsPath, firstPage))).kind).toBe('malformed');
    }
  });

  it('names a dropped connection a network error', async () => {
    const { api } = client();
    await postFault(sandbox.origin, { match: 'events', kind: 'drop', times: 1 });
    expect((await failure(api.getJson(eventsPath, firstPage))).kind).toBe('network');
  });

  it('times out a request that hangs', async () => {
    const { api } = client({ timeoutMs: 300 });
    await postFault(sandbox.origin, { match: 'events', delayMs: 3000, times: 1 });
    expect(await failure(api.getJson(eventsPath, firstPage))).toMatchObject({
      kind: 'timeout',
      message: expect.stringContaining('300 ms'),
    });
  });

  it("rethrows the caller's own abort instead of calling it an error", async () => {
    const { api } = client();
    await postFault(sandbox.origin, { match: 'events', delayMs: 3000, times: 1 });
    const controller = new AbortController();
    const request = api.getJson(eventsPath, firstPage, controller.signal);
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(request).rejects.toMatchObject({ name: 'AbortError', message: 'left the page' });
  });

  it('keeps the token out of every error message', async () => {
    const { api } = client();
    await postFault(sandbox.origin, { match: 'events', status: 500, times: 1 });
    const error = await failure(api.getJson(eventsPath, firstPage));
    expect(error.message).toBe(
      'GET /v1/me/community/team/events?page=1&per_page=24 answered 500 Internal Server Error',
    );
    expect(JSON.stringify(error)).not.toContain(memberToken);
  });

  it('counts the items a wrong-types page could not use', async () => {
    const { api } = client();
    await postFault(sandbox.origin, { match: 'events', kind: 'wrong-types', times: 1 });
    const page = normaliseEventsPage(await api.getJson(eventsPath, firstPage), { page: 1, perPage: 24 });
    expect(page.dropped).toBeGreaterThan(0);
    expect(page.items.length + page.dropped + page.duplicates).toBe(24);
  });

  it('serves the query factory through the configured client', async () => {
    const { configureApiClient } = await import('../src/api/client');
    configureApiClient(client().api);
    const page = await eventQueries.fetchPage({ page: 2, perPage: 5 });
    expect(page.pagination).toMatchObject({ currentPage: 2, perPage: 5 });
    expect(page.items).toHaveLength(5);
  });
});
