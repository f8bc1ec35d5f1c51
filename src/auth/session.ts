// The tab's sign-in state: who is signed in, the tokens (memory + sessionStorage), refresh, and the two
// hooks the API client uses. The OAuth protocol itself lives in ./oauth-client, loaded on demand.
import type { AppConfig } from '../config/config';
import { paths } from '../config/paths';
import { memoryStorage, webStorage } from '../lib/web-storage';
import type { RefreshOutcome } from './oauth-client';
import { currentReturnTo } from './return-to';
import type { SignInFailure } from './sign-in-failure';
import { singleFlight } from './single-flight';
import { type AuthUser, readStoredSession, type StoredSession, writeStoredSession } from './stored-session';
import { createTabCopies, parseTabMessage, type Renewal, type TabCopies } from './tab-copies';
import { needsRefresh } from './token-expiry';

export type AuthStatus =
  /** Not known yet: a silent sign-in or a callback is under way. */
  | 'checking'
  /** The browser is leaving for the authorization server. */
  | 'redirecting'
  | 'signed-in'
  | 'signed-out';

/** Why the person is signed out, when it is worth telling them. */
export type SignedOutReason = 'signed-out' | 'token-rejected' | 'unreachable' | 'storage-blocked' | null;

export type AuthSnapshot = {
  status: AuthStatus;
  user: AuthUser | null;
  mode: StoredSession['mode'] | null;
  reason: SignedOutReason;
};

/** Set once this tab tried a silent sign-in or signed out: no more automatic redirects until a sign-in. */
const NO_AUTO_SIGN_IN_KEY = 'teamboard.no-auto-sign-in';
/**
 * In localStorage, shared by the tabs, never a token: this browser signed in and has not signed out
 * since, so a new tab's silent round-trip is worth trying. A first visit goes straight to Sign in.
 */
const SIGNED_IN_BEFORE_KEY = 'teamboard.signed-in-before';
const CHANNEL_NAME = 'teamboard.auth';
/** A 401 this soon after a refresh belongs to a request that left with the old token: just retry it. */
const RECENT_REFRESH_MS = 5_000;

type RefreshResult = Renewal['result'];

let config: AppConfig | null = null;
let session: StoredSession | null = null;
let snapshot: AuthSnapshot = { status: 'checking', user: null, mode: null, reason: null };
let silentSignInDue = false;
let lastRefreshAt = 0;
let channel: BroadcastChannel | null = null;
const listeners = new Set<() => void>();
/** Duplicated tabs sharing a session copy; null without BroadcastChannel. */
let tabs: TabCopies | null = null;

const loadClient = () => import('./oauth-client');

/** Where the browser blocks site data: the tab's state for this page only (a pasted token still works). */
const pageOnlyStorage = memoryStorage();

function storage(): Storage {
  return webStorage('sessionStorage') ?? pageOnlyStorage;
}

/** Random and unguessable; getRandomValues, unlike randomUUID, also works on plain http off loopback. */
function newId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function noAutoSignIn(): string | null {
  try {
    return storage().getItem(NO_AUTO_SIGN_IN_KEY);
  } catch {
    return 'unavailable';
  }
}

function setNoAutoSignIn(reason: 'silent-failed' | 'signed-out' | null): void {
  try {
    if (reason) storage().setItem(NO_AUTO_SIGN_IN_KEY, reason);
    else storage().removeItem(NO_AUTO_SIGN_IN_KEY);
  } catch {
    // Without storage the tab simply tries silent sign-in again on the next load.
  }
}

function signedInBefore(): boolean {
  try {
    return webStorage('localStorage')?.getItem(SIGNED_IN_BEFORE_KEY) === 'yes';
  } catch {
    return false;
  }
}

function setSignedInBefore(value: boolean): void {
  try {
    const shared = webStorage('localStorage');
    if (value) shared?.setItem(SIGNED_IN_BEFORE_KEY, 'yes');
    else shared?.removeItem(SIGNED_IN_BEFORE_KEY);
  } catch {
    // Then new tabs show Sign in instead of signing in silently.
  }
}

function publish(next: AuthSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function signedIn(current: StoredSession): AuthSnapshot {
  return { status: 'signed-in', user: current.user, mode: current.mode, reason: null };
}

function signedOut(reason: SignedOutReason): AuthSnapshot {
  return { status: 'signed-out', user: null, mode: null, reason };
}

function setSession(next: StoredSession | null): void {
  session = next;
  writeStoredSession(storage(), next);
}

/** Forgets this tab's tokens, and keeps it from signing itself back in silently. */
function endLocally(reason: SignedOutReason): StoredSession | null {
  const ended = session;
  setSession(null);
  setNoAutoSignIn('signed-out');
  setSignedInBefore(false);
  publish(signedOut(reason));
  return ended;
}

function revokeInBackground(ended: StoredSession | null): Promise<void> {
  const current = config;
  if (!current || ended?.mode !== 'oauth') return Promise.resolve();
  return loadClient()
    .then((client) => client.revokeTokens(current, ended))
    .catch(() => undefined);
}

/** Reads the tab's session and decides what happens first. Call once, before the first render. */
export function configureAuth(value: AppConfig): void {
  const firstTime = config === null;
  config = value;
  session = readStoredSession(storage());
  const { pathname } = globalThis.location;
  if (session) publish(signedIn(session));
  else if (pathname === paths.callback) publish({ ...signedOut(null), status: 'checking' });
  else if (noAutoSignIn() === null && signedInBefore() && pathname !== paths.signedOut) {
    // A new tab: one redirect round-trip with prompt=none signs in while the server's session lasts.
    silentSignInDue = true;
    publish({ ...signedOut(null), status: 'checking' });
  } else publish(signedOut(noAutoSignIn() === 'signed-out' ? 'signed-out' : null));
  if (!firstTime) return;
  const open = openChannel();
  if (open) {
    channel = open;
    tabs = createTabCopies({
      post: (message) => open.postMessage(message),
      storage: storage(),
      newId,
      now: Date.now,
      session: () => session,
      dropRefreshToken: () => {
        if (session) setSession({ ...session, refreshToken: null });
      },
      answer: tokenForCopy,
    });
    const copies = tabs;
    open.addEventListener('message', (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type === 'signed-out' && snapshot.status !== 'signed-out')
        void revokeInBackground(endLocally('signed-out'));
      const message = parseTabMessage(event.data);
      if (message) void copies.receive(message);
    });
    copies.claim();
  }
  globalThis.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    // Back from the authorization server can restore this page from the back/forward cache mid-redirect.
    if (snapshot.status === 'redirecting') publish(session ? signedIn(session) : signedOut(null));
    tabs?.restored();
  });
}

/** The tabs' channel; null where there is none, or where the browser refuses it (Firefox with site data
 * blocked throws), and the tab then simply works alone. */
function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  } catch {
    return null;
  }
}

/** As the source of a copy: a token better than its `stale` one, refreshed here first if need be. */
async function tokenForCopy(stale: string): Promise<Renewal> {
  if (session?.mode !== 'oauth') return { result: 'orphaned' };
  if (session.accessToken === stale) {
    const result = await refresh();
    if (result !== 'ok') return { result };
  } else await getAccessToken();
  // Read again after the awaits: a sign-out or a refresh may have changed it.
  const current = session as StoredSession | null;
  return current?.mode === 'oauth' && current.accessToken !== stale
    ? { result: 'ok', token: { accessToken: current.accessToken, expiresAt: current.expiresAt } }
    : { result: 'orphaned' };
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getAuthSnapshot(): AuthSnapshot {
  return snapshot;
}

/** Starts the silent sign-in a new tab is due, once; the provider calls it after the first render. */
export function startDueSignIn(): void {
  if (!silentSignInDue) return;
  silentSignInDue = false;
  void signIn(currentReturnTo(globalThis.location), { silent: true });
}

/**
 * Leaves for the authorization server; `returnTo` is where the person lands afterwards. A silent attempt
 * (prompt=none) replaces the history entry, so Back does not walk through it again.
 */
export async function signIn(returnTo: string, options: { silent?: boolean } = {}): Promise<void> {
  const current = config;
  if (!current || snapshot.status === 'redirecting') return;
  // The sign-in's state must outlive the trip to the sign-in server, in this tab's sessionStorage.
  if (webStorage('sessionStorage') === undefined) {
    publish(signedOut('storage-blocked'));
    return;
  }
  const silent = options.silent === true;
  publish({ ...snapshot, status: silent ? 'checking' : 'redirecting' });
  try {
    const { startSignIn } = await loadClient();
    const url = await startSignIn(current, storage(), { returnTo, silent });
    publish({ ...snapshot, status: 'redirecting' });
    if (silent) globalThis.location.replace(url.href);
    else globalThis.location.assign(url.href);
  } catch {
    if (silent) setNoAutoSignIn('silent-failed');
    publish(signedOut('unreachable'));
  }
}

function acceptSession(next: StoredSession): void {
  setNoAutoSignIn(null);
  tabs?.ownGrant();
  if (next.mode === 'oauth') setSignedInBefore(true);
  setSession(next);
  lastRefreshAt = 0;
  publish(signedIn(next));
}

export type CallbackResult =
  | { ok: true; returnTo: string }
  | { ok: false; failure: SignInFailure; returnTo: string; silent: boolean };

/**
 * Completes the sign-in the callback URL answers; on failure nothing is kept. The caller navigates away
 * from the callback and then calls `settle()`, so no screen in between offers a stray Sign in button.
 */
export async function completeCallback(callbackUrl: URL): Promise<CallbackResult & { settle(): void }> {
  const current = config;
  if (!current) throw new Error('configureAuth() must run before the callback');
  const outcome = await (await loadClient()).completeSignIn(current, storage(), callbackUrl);
  if (outcome.ok) {
    const { session: next, returnTo } = outcome;
    return { ok: true, returnTo, settle: () => acceptSession(next) };
  }
  return {
    ...outcome,
    settle() {
      // A failed silent attempt just leaves the tab signed out; the page then offers Sign in.
      if (outcome.silent) setNoAutoSignIn('silent-failed');
      publish(session ? signedIn(session) : signedOut(null));
    },
  };
}

/** A token pasted by the person, used as is for this tab only: no refresh, no server sign-out. */
export function signInWithPersonalToken(token: string): void {
  acceptSession({
    mode: 'personal',
    accessToken: token,
    refreshToken: null,
    expiresAt: null,
    user: { name: null, picture: null },
  });
}

/** Signs out this tab and every other (BroadcastChannel), revokes the tokens, ends the server session. */
export async function signOut(): Promise<void> {
  const ended = endLocally('signed-out');
  channel?.postMessage({ type: 'signed-out' });
  const current = config;
  if (!current || ended?.mode !== 'oauth') return;
  publish({ ...snapshot, status: 'redirecting' });
  await revokeInBackground(ended);
  try {
    const { endSessionUrl } = await loadClient();
    const url = await endSessionUrl(current, new URL(paths.home, current.oauth.redirectUri).href);
    if (url) {
      globalThis.location.assign(url.href);
      return;
    }
  } catch {
    // No end-session: the tab is signed out locally, which is what the person sees.
  }
  publish(signedOut('signed-out'));
}

const refresh = singleFlight(async (): Promise<RefreshResult> => {
  // Just loaded: an older tab with the same session copy may yet claim the refresh token.
  await tabs?.settled();
  const current = session;
  const currentConfig = config;
  if (!currentConfig || current?.mode !== 'oauth') return 'rejected';
  if (!current.refreshToken) return renewFromSource(current, currentConfig);
  let outcome: RefreshOutcome;
  try {
    outcome = await (await loadClient()).refreshTokens(currentConfig, current.refreshToken);
  } catch {
    return 'unreachable';
  }
  // Signed out (here or in another tab) while the refresh ran: its tokens are not kept.
  if (session !== current) return session ? 'ok' : 'rejected';
  if (!outcome.ok) {
    if (outcome.reason === 'rejected') setSession({ ...current, refreshToken: null });
    return outcome.reason;
  }
  const { user, ...tokens } = outcome.tokens;
  const next: StoredSession = { ...current, ...tokens, user: user ?? current.user };
  setSession(next);
  lastRefreshAt = Date.now();
  if (user && (user.name !== current.user.name || user.picture !== current.user.picture))
    publish(signedIn(next));
  return 'ok';
});

/** A copy's refresh: a token from the tab it was copied from, which refreshes if need be. */
async function renewFromSource(current: StoredSession, currentConfig: AppConfig): Promise<RefreshResult> {
  if (!tabs?.isCopy()) return 'rejected';
  // The source may have to refresh first, under the same timeout as any OAuth request.
  const renewal = await tabs.renew(current.accessToken, currentConfig.requestTimeoutMs + 1_000);
  if (session !== current) return session ? 'ok' : 'rejected';
  if (renewal.result !== 'ok') return renewal.result;
  setSession({ ...current, ...renewal.token });
  lastRefreshAt = Date.now();
  return 'ok';
}

/**
 * The access token for the next request, refreshed first when it is about to expire. A promise only
 * then: a usable token comes back at once, so the request leaves in the same task (the first page's
 * request is asked for while the bundle is still being evaluated).
 */
export function getAccessToken(): string | null | Promise<string | null> {
  const current = session;
  const renewable = current?.mode === 'oauth' && (current.refreshToken !== null || tabs?.isCopy() === true);
  if (current && renewable && needsRefresh(current.expiresAt, Date.now()))
    return refresh().then(() => session?.accessToken ?? null);
  return current?.accessToken ?? null;
}

/**
 * For the API client on a 401: one refresh shared by every caller; true when the request may be retried
 * once with a fresh token. When the grant is gone, sign-in starts again and comes back to this URL.
 */
export async function handleUnauthorized(): Promise<boolean> {
  const current = session;
  if (!current) return false;
  if (current.mode === 'personal') {
    endLocally('token-rejected');
    return false;
  }
  if (Date.now() - lastRefreshAt < RECENT_REFRESH_MS) return true;
  const result = await refresh();
  if (result === 'ok') return true;
  if ((result === 'rejected' || result === 'orphaned') && session) {
    setSession(null);
    void signIn(currentReturnTo(globalThis.location), { silent: result === 'orphaned' });
  }
  return false;
}
