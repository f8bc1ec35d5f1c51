// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSandboxTokens } from '../../sandbox/sandbox-token';
import type { Sandbox } from '../../sandbox/server';
import { SPA_ORIGIN, startTestSandbox } from '../../sandbox/testing';
import { loadConfig } from '../config/config';
import { memoryStorage } from '../lib/web-storage';
import { grantLocks } from './grant-lock';
import { type BrowserLocation, createSession, type Session } from './session';
import { readStoredSession, SESSION_KEY, type StoredSession } from './stored-session';

// Real sessions against the sandbox's authorization server over HTTP, talking over Node's real
// BroadcastChannel. Node 20 has no Web Locks, so the tabs share a small stand-in with their semantics;
// test/auth.e2e.ts plays the same with Chromium's.

let sandbox: Sandbox;
const tokenRequests: string[] = [];
const realFetch = globalThis.fetch;
/** Set by a test to hold the next refresh request back until it lets it go. */
let holdRefresh: { reached(): void; released: Promise<void> } | null = null;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = String(init?.body ?? '');
    if (url.endsWith('/oauth/token')) tokenRequests.push(body);
    const held = body.includes('grant_type=refresh_token') ? holdRefresh : null;
    if (!held) return realFetch(input, init);
    holdRefresh = null;
    held.reached();
    return held.released.then(() => realFetch(input, init));
  };
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await sandbox.close();
});

const opened: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
});

/** Web Locks' exclusive semantics (a request waits until its signal aborts), shared by the tabs of one test. */
function lockManager(): LockManager {
  const held = new Set<string>();
  return {
    async request(name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) {
      if (held.has(name) && options.ifAvailable) return callback(null);
      if (held.has(name))
        return new Promise((_resolve, reject) =>
          options.signal?.addEventListener('abort', () => reject(options.signal?.reason)),
        );
      held.add(name);
      try {
        return await callback({ name, mode: 'exclusive' } as Lock);
      } finally {
        held.delete(name);
      }
    },
    async query() {
      return {
        held: [...held].map((name) => ({ name, mode: 'exclusive' as const, clientId: 'tab' })),
        pending: [],
      };
    },
  } as unknown as LockManager;
}

type Tab = { session: Session; storage: Storage; visits: string[]; locks: LockManager };

function openTab(storage: Storage, locks: LockManager, channelName: string, env = {}): Tab {
  const loaded = loadConfig({ VITE_SANDBOX_ORIGIN: sandbox.origin, ...env }, SPA_ORIGIN);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  const channel = new BroadcastChannel(channelName);
  opened.push(channel);
  const visits: string[] = [];
  const location: BrowserLocation = {
    href: `${SPA_ORIGIN}/events?page=2`,
    pathname: '/events',
    search: '?page=2',
    hash: '',
    origin: SPA_ORIGIN,
    assign: (url) => visits.push(url),
    replace: (url) => visits.push(url),
  };
  const session = createSession({
    config: loaded.value,
    storage,
    lasting: true,
    locks: grantLocks(locks),
    channel: {
      post: (message) => channel.postMessage(message),
      listen: (receive) => channel.addEventListener('message', (event) => receive(event.data)),
    },
    location,
    loadActions: () => import('./session-actions'),
  });
  return { session, storage, visits, locks };
}

async function signedInStorage(refreshAt: number | null = null): Promise<Storage> {
  const tokens = await getSandboxTokens(sandbox.origin, 'team-member', SPA_ORIGIN);
  const stored: StoredSession = {
    mode: 'oauth',
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: Date.now() + 600_000,
    refreshAt,
    grant: crypto.randomUUID(),
    source: null,
    user: { id: null, name: 'Tamsin Member', picture: null },
  };
  return memoryStorage([[SESSION_KEY, JSON.stringify(stored)]]);
}

const stored = (tab: Tab) => readStoredSession(tab.storage);
const refreshesSince = (count: number) =>
  tokenRequests.slice(count).filter((body) => body.includes('grant_type=refresh_token')).length;

describe('a 401, keyed to the token the request carried', () => {
  it('refreshes for the current token however soon after the last refresh, and only retries for an older one', async () => {
    const tab = openTab(await signedInStorage(), lockManager(), crypto.randomUUID());
    const first = tab.session.getAccessToken() as string;
    const before = tokenRequests.length;

    expect(await tab.session.handleUnauthorized(first)).toBe(true);
    const second = stored(tab)?.accessToken as string;
    expect(second).not.toBe(first);
    // At once, for the token just issued: a server that stopped accepting it gets another refresh.
    expect(await tab.session.handleUnauthorized(second)).toBe(true);
    const third = stored(tab)?.accessToken;
    expect(third).not.toBe(second);
    expect(refreshesSince(before)).toBe(2);

    // A request that left with a token replaced since: retried with the new one, no refresh.
    expect(await tab.session.handleUnauthorized(first)).toBe(true);
    expect(refreshesSince(before)).toBe(2);
    expect(tab.session.getAccessToken()).toBe(third);
  });

  it('shares one refresh among the requests refused at the same moment', async () => {
    const tab = openTab(await signedInStorage(), lockManager(), crypto.randomUUID());
    const token = tab.session.getAccessToken() as string;
    const before = tokenRequests.length;
    const answers = await Promise.all([1, 2, 3, 4].map(() => tab.session.handleUnauthorized(token)));
    expect(answers).toEqual([true, true, true, true]);
    expect(refreshesSince(before)).toBe(1);
  });

  it('signs in again, back to the same address, when the server no longer takes the refresh token', async () => {
    const storage = await signedInStorage();
    const session = JSON.parse(storage.getItem(SESSION_KEY) as string) as StoredSession;
    storage.setItem(SESSION_KEY, JSON.stringify({ ...session, refreshToken: 'revoked-or-made-up' }));
    const tab = openTab(storage, lockManager(), crypto.randomUUID());
    expect(await tab.session.handleUnauthorized(session.accessToken)).toBe(false);
    expect(stored(tab)).toBeNull();
    const signIn = new URL(tab.visits.at(-1) ?? SPA_ORIGIN);
    expect(signIn.pathname).toBe('/oauth/auth');
    expect(signIn.searchParams.has('prompt')).toBe(false);
    expect(JSON.parse(tab.storage.getItem('teamboard.sign-in') ?? '{}').returnTo).toBe('/events?page=2');
  });
});

describe('refreshing ahead of expiry', () => {
  it('hands the token over at once until its refresh moment, and renews it first after', async () => {
    const fresh = openTab(await signedInStorage(Date.now() + 60_000), lockManager(), crypto.randomUUID());
    expect(typeof fresh.session.getAccessToken()).toBe('string');

    const due = openTab(await signedInStorage(Date.now() - 1), lockManager(), crypto.randomUUID());
    const old = stored(due)?.accessToken;
    const before = tokenRequests.length;
    const renewed = await due.session.getAccessToken();
    expect(renewed).not.toBe(old);
    expect(refreshesSince(before)).toBe(1);
    expect(stored(due)?.refreshAt).toBeGreaterThan(Date.now() + 500_000);
  });

  it('shows the name a refreshed ID token brings', async () => {
    const storage = await signedInStorage(Date.now() - 1);
    const session = JSON.parse(storage.getItem(SESSION_KEY) as string) as StoredSession;
    const renamed = { ...session, user: { ...session.user, name: 'Tamsin Formerly' } };
    storage.setItem(SESSION_KEY, JSON.stringify(renamed));
    const tab = openTab(storage, lockManager(), crypto.randomUUID());
    expect(tab.session.snapshot().user?.name).toBe('Tamsin Formerly');
    await tab.session.getAccessToken();
    expect(tab.session.snapshot().user?.name).toBe('Tamsin Member');
    expect(stored(tab)?.user.name).toBe('Tamsin Member');
  });
});

describe('signing out while a refresh is under way', () => {
  it('does not bring the session back when the refresh answers afterwards', async () => {
    const tab = openTab(await signedInStorage(Date.now() - 1), lockManager(), crypto.randomUUID());
    let release = () => {};
    const reached = new Promise<void>((resolve) => {
      holdRefresh = { reached: resolve, released: new Promise((go) => (release = go)) };
    });
    const token = tab.session.getAccessToken();
    await reached;
    const signingOut = tab.session.signOut();
    release();
    expect(await token).toBeNull();
    await signingOut;
    expect(stored(tab)).toBeNull();
    expect(tab.session.getAccessToken()).toBeNull();
    // On its way to the server's end-session page, nobody signed in.
    expect(tab.session.snapshot()).toMatchObject({ status: 'redirecting', user: null });
  });
});

describe('a duplicated tab', () => {
  it('leaves the refresh token to the tab holding the grant and gets its tokens from it', async () => {
    const locks = lockManager();
    const channel = crypto.randomUUID();
    const copied = await signedInStorage(Date.now() - 1);
    const original = openTab(
      memoryStorage([[SESSION_KEY, copied.getItem(SESSION_KEY) as string]]),
      locks,
      channel,
    );
    const duplicate = openTab(copied, locks, channel);
    await expect.poll(() => stored(duplicate)?.refreshToken, { timeout: 5_000 }).toBeNull();
    expect(stored(duplicate)?.source).toBe(stored(original)?.grant);
    expect(stored(original)?.refreshToken).toBeTruthy();

    const before = tokenRequests.length;
    const handed = await duplicate.session.getAccessToken();
    // The original refreshed once, for both, and the token it holds now is the one the copy was given.
    expect(refreshesSince(before)).toBe(1);
    expect(handed).toBe(stored(original)?.accessToken);
    expect(stored(duplicate)?.refreshToken).toBeNull();

    // Nothing tripped the server's reuse detection: the original's own next refresh still works.
    expect(await original.session.handleUnauthorized(stored(original)?.accessToken as string)).toBe(true);
    expect(refreshesSince(before)).toBe(2);
  });

  it('signs in on its own, silently, when the tab it was copied from is gone', async () => {
    const storage = await signedInStorage();
    const copy = {
      ...JSON.parse(storage.getItem(SESSION_KEY) as string),
      refreshToken: null,
      source: 'closed-tab',
    };
    storage.setItem(SESSION_KEY, JSON.stringify(copy));
    const tab = openTab(storage, lockManager(), crypto.randomUUID());
    expect(await tab.session.handleUnauthorized(copy.accessToken)).toBe(false);
    const signIn = new URL(tab.visits.at(-1) ?? SPA_ORIGIN);
    expect(signIn.pathname).toBe('/oauth/auth');
    expect(signIn.searchParams.get('prompt')).toBe('none');
  });
});

describe('a new tab of a browser signed in before', () => {
  // The browser's localStorage, shared by the tabs: Node 20 has none.
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage([['teamboard.signed-in-before', 'yes']]));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the session of a signed-in tab beside it, without a trip to the sign-in server, and renews through it', async () => {
    const locks = lockManager();
    const channel = crypto.randomUUID();
    const original = openTab(await signedInStorage(), locks, channel);
    await original.session.isSignedIn();
    const fresh = openTab(memoryStorage(), locks, channel);
    expect(fresh.session.snapshot().status).toBe('checking');
    expect(await fresh.session.isSignedIn()).toBe(true);
    fresh.session.startDueSignIn();
    expect(fresh.session.snapshot()).toMatchObject({ status: 'signed-in', user: { name: 'Tamsin Member' } });
    expect(stored(fresh)).toMatchObject({
      accessToken: stored(original)?.accessToken,
      refreshToken: null,
      source: stored(original)?.grant,
    });

    // Its token refused: the original refreshes once and hands the new one over.
    const before = tokenRequests.length;
    expect(await fresh.session.handleUnauthorized(stored(fresh)?.accessToken as string)).toBe(true);
    expect(refreshesSince(before)).toBe(1);
    expect(stored(fresh)?.accessToken).toBe(stored(original)?.accessToken);
    expect(stored(original)?.refreshToken).toBeTruthy();
    expect(fresh.visits).toEqual([]);
  });

  it('signs in silently when no tab beside it can hand a session over, a personal token’s neither', async () => {
    const channel = crypto.randomUUID();
    const pasted = openTab(memoryStorage(), lockManager(), channel);
    pasted.session.signInWithPersonalToken('pasted-token');
    const fresh = openTab(memoryStorage(), lockManager(), channel);
    fresh.session.startDueSignIn();
    expect(await fresh.session.isSignedIn()).toBe(false);
    await expect.poll(() => fresh.visits).toHaveLength(1);
    const signIn = new URL(fresh.visits[0] ?? SPA_ORIGIN);
    expect(signIn.pathname).toBe('/oauth/auth');
    expect(signIn.searchParams.get('prompt')).toBe('none');
  });

  it('shows Sign in once nobody answers where silent sign-in is off', async () => {
    const fresh = openTab(memoryStorage(), lockManager(), crypto.randomUUID(), {
      VITE_OAUTH_SILENT_SIGN_IN: 'off',
    });
    fresh.session.startDueSignIn();
    expect(await fresh.session.isSignedIn()).toBe(false);
    expect(fresh.session.snapshot()).toMatchObject({ status: 'signed-out', reason: null });
    expect(fresh.visits).toEqual([]);
  });
});

describe('signing out', () => {
  it('signs out the other tabs at once, and revokes the refresh token', async () => {
    const channel = crypto.randomUUID();
    const first = openTab(await signedInStorage(), lockManager(), channel);
    const second = openTab(await signedInStorage(), lockManager(), channel);
    const refreshToken = stored(first)?.refreshToken as string;
    await first.session.signOut();
    await expect.poll(() => second.session.snapshot().status).toBe('signed-out');
    expect(stored(first)).toBeNull();
    expect(stored(second)).toBeNull();
    expect(second.session.snapshot().reason).toBe('signed-out');
    // Then off to the server's end-session page.
    expect(new URL(first.visits.at(-1) ?? SPA_ORIGIN).pathname).toBe('/oauth/session/end');
    const refresh = await realFetch(`${sandbox.origin}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'teamboard-spa',
      }),
    });
    expect(refresh.status).toBe(400);
  });
});
