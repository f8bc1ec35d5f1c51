import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createApi, type PastLastAnswer } from '../../sandbox/api';
import { createFaultStore, type FaultRule } from '../../sandbox/faults';
import { API_AUDIENCE, API_SCOPE, SIGNING_ALG } from '../../sandbox/oauth';
import type { RawAccount, RawEvent, RawSession, TeamData } from '../../sandbox/seed';
import type { SandboxLogin } from '../../sandbox/users';
import { configureApiClient, createApiClient } from '../../src/api/client';

// The sandbox's listing API (its Hono app: token checks, paging, 400/404 answers, fault rules) served
// in-process to the app's real API client, for component tests: real requests and answers without a
// port, over team data each test writes itself. Tests that import this end in `.sandbox.test.ts(x)`
// and are type-checked by tsconfig.node.json, as the sandbox needs Node's types.

export const apiOrigin = 'http://sandbox.test';
const issuer = `${apiOrigin}/oauth`;
const keyId = 'in-process';

type Keys = { privateKey: CryptoKey; jwk: Awaited<ReturnType<typeof exportJWK>> };
let keys: Promise<Keys> | undefined;

/** One key pair for the whole test file: RSA key generation is the slow part. */
function signingKeys(): Promise<Keys> {
  keys ??= generateKeyPair(SIGNING_ALG).then(async ({ privateKey, publicKey }) => ({
    privateKey,
    jwk: { ...(await exportJWK(publicKey)), alg: SIGNING_ALG, kid: keyId, use: 'sig' },
  }));
  return keys;
}

async function accessToken(login: SandboxLogin): Promise<string> {
  const { privateKey } = await signingKeys();
  return new SignJWT({ scope: API_SCOPE, sandbox_seq: 1 })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: keyId })
    .setIssuer(issuer)
    .setAudience(API_AUDIENCE)
    .setSubject(login)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

export type ApiSandbox = {
  /** The team the API serves; a test may change it between requests (a list that changes while read). */
  team: TeamData;
  /** Fault rules, as POST /_sandbox/faults takes them. */
  fault(rule: Omit<FaultRule, 'id'>): void;
  /** Every list request the app sent, in order: `events?page=2&per_page=24`. */
  requests: string[];
  /** The most requests that were in flight at once. */
  mostInFlight: number;
  /** The in-process `fetch` the API client is given, for code that fetches on its own (the page reader). */
  fetch: typeof fetch;
  /** The signed-in person's access token. */
  token: string;
};

export type ApiSandboxOptions = {
  /** Who is signed in: `no-team` gets a 404 from both lists. */
  login?: SandboxLogin;
  /** How a page past the last is answered. */
  pastLast?: PastLastAnswer;
  timeoutMs?: number;
};

/** Serves `team` through the sandbox's API and points the app's API client at it. */
export async function startApiSandbox(
  team: Partial<TeamData>,
  { login = 'team-member', pastLast = 'empty', timeoutMs = 5_000 }: ApiSandboxOptions = {},
): Promise<ApiSandbox> {
  const { jwk } = await signingKeys();
  const token = await accessToken(login);
  const faults = createFaultStore();
  const sandbox: ApiSandbox = {
    team: { events: team.events ?? [], sessions: team.sessions ?? [] },
    fault: (rule) => void faults.add(rule),
    requests: [],
    mostInFlight: 0,
    fetch: (input, init) => inProcessFetch(input, init),
    token,
  };
  const app = createApi({
    issuer,
    publicJwks: { keys: [jwk] },
    tokenState: { expiredThrough: 0, revokedThrough: 0 },
    faults,
    team: async () => sandbox.team,
    now: () => Date.now(),
    pastLast,
  });
  let inFlight = 0;
  const inProcessFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    sandbox.requests.push(`${url.pathname.split('/').at(-1)}${url.search}`);
    inFlight++;
    sandbox.mostInFlight = Math.max(sandbox.mostInFlight, inFlight);
    try {
      const signal = init?.signal;
      signal?.throwIfAborted();
      const answer = app.request(url.href, { headers: init?.headers, signal });
      if (!signal) return await answer;
      // As a browser's fetch: an abort ends the wait, however long the answer takes.
      const aborted = new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
      );
      return await Promise.race([answer, aborted]);
    } finally {
      inFlight--;
    }
  };
  configureApiClient(
    createApiClient({
      baseUrl: apiOrigin,
      timeoutMs,
      getAccessToken: () => token,
      onUnauthorized: async () => false,
      fetch: inProcessFetch,
    }),
  );
  return sandbox;
}

// Raw items as the API serves them, with only what a test is about given.

export function rawAccount(id: string, overrides: Partial<RawAccount> = {}): RawAccount {
  return {
    id,
    slug: id,
    name: `Account ${id}`,
    partner: false,
    profile_image_url: null,
    cover_image_url: null,
    ...overrides,
  };
}

export function rawEvent(id: string, overrides: Partial<RawEvent> = {}): RawEvent {
  return {
    id,
    slug: id,
    duration_seconds: 3_600,
    scheduled_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    live_at: null,
    completed_at: null,
    canceled_at: null,
    offer_replay_purchase: false,
    name: `Event ${id}`,
    description: `About event ${id}`,
    cover_url: null,
    price: { value: 10, value_in_cents: 1_000, currency: 'USD' },
    account: rawAccount('a1'),
    ...overrides,
  };
}

export function rawSession(id: string, overrides: Partial<RawSession> = {}): RawSession {
  return {
    id,
    slug: id,
    session_count: 4,
    duration_seconds: 1_800,
    name: `Session ${id}`,
    description: `About session ${id}`,
    cover_url: null,
    price: { value: 10, value_in_cents: 1_000, currency: 'USD' },
    account: rawAccount('a1'),
    ...overrides,
  };
}

/** `count` events, `e1` to `e<count>`, named `Event e1`… */
export function rawEvents(
  count: number,
  overrides: (index: number) => Partial<RawEvent> = () => ({}),
): RawEvent[] {
  return Array.from({ length: count }, (_, i) => rawEvent(`e${i + 1}`, overrides(i + 1)));
}
