// What the session does with the sign-in server and the other tabs: sign-in, callback, refresh, the 401
// path, sign-out. Loaded on first use, with the OAuth client, so none of it is in the first file.
import { paths } from '../config/paths';
import { type CallbackResult, type RefreshResult, type SessionCore, signedIn, signedOut } from './auth-state';
import { completeSignIn, endSessionUrl, refreshTokens, revokeTokens, startSignIn } from './oauth-client';
import { currentReturnTo } from './return-to';
import { signInFailure } from './sign-in-failure';
import type { StoredSession } from './stored-session';
import { askSource, type Renewal, receiveTabMessage } from './tab-copies';
import { needsRefresh } from './token-expiry';

/** Leaves for the authorization server; a silent attempt (prompt=none) replaces the history entry. */
export async function signIn(core: SessionCore, returnTo: string, silent: boolean): Promise<void> {
  let url: URL;
  try {
    url = await startSignIn(core.config, core.storage, { returnTo, silent });
  } catch (error) {
    if (silent) core.setNoAutoSignIn('silent-failed');
    core.publish(signedOut('sign-in-failed', signInFailure(error)));
    return;
  }
  core.publish({ ...core.view(), status: 'redirecting' });
  if (silent) core.location.replace(url.href);
  else core.location.assign(url.href);
}

export async function completeCallback(
  core: SessionCore,
  callbackUrl: URL,
): Promise<CallbackResult & { settle(): void }> {
  const outcome = await completeSignIn(core.config, core.storage, callbackUrl);
  if (outcome.ok) return { ok: true, returnTo: outcome.returnTo, settle: () => core.accept(outcome.session) };
  return {
    ...outcome,
    settle() {
      // A failed silent attempt just leaves the tab signed out; the page then offers Sign in.
      if (outcome.silent) core.setNoAutoSignIn('silent-failed');
      const current = core.current();
      core.publish(current ? signedIn(current) : signedOut(null));
    },
  };
}

export function revoke(core: SessionCore, ended: StoredSession): Promise<void> {
  return ended.mode === 'oauth' ? revokeTokens(core.config, ended) : Promise.resolve();
}

/** After the tab forgot its tokens: revokes them, then ends the server session where the server can. */
export async function signOut(core: SessionCore, ended: StoredSession): Promise<void> {
  await revoke(core, ended);
  const url = await endSessionUrl(core.config, new URL(paths.home, core.config.oauth.redirectUri).href);
  if (url) core.location.assign(url.href);
  else core.publish(signedOut('signed-out'));
}

/** One renewal at a time, shared by every caller that arrives while it runs. */
export function refresh(core: SessionCore): Promise<RefreshResult> {
  core.flights.refresh ??= renew(core).finally(() => {
    core.flights.refresh = undefined;
  });
  return core.flights.refresh;
}

async function renew(core: SessionCore): Promise<RefreshResult> {
  await core.settled;
  const current = core.current();
  if (current?.mode !== 'oauth') return 'rejected';
  if (!current.refreshToken)
    return current.source ? renewFromSource(core, current, current.source) : 'rejected';
  const outcome = await refreshTokens(core.config, current.refreshToken);
  // Signed out (here or in another tab) while the refresh ran: its tokens are not kept.
  if (core.current() !== current) return core.current() ? 'ok' : 'rejected';
  if (!outcome.ok) {
    if (outcome.reason === 'rejected') core.keep({ ...current, refreshToken: null });
    return outcome.reason;
  }
  const { user, ...tokens } = outcome.tokens;
  // A refreshed ID token often leaves the profile claims out: what it does not say is kept.
  const named = { name: user?.name ?? current.user.name, picture: user?.picture ?? current.user.picture };
  const next: StoredSession = { ...current, ...tokens, user: named };
  core.keep(next);
  if (named.name !== current.user.name || named.picture !== current.user.picture)
    core.publish(signedIn(next));
  return 'ok';
}

async function renewFromSource(
  core: SessionCore,
  current: StoredSession,
  source: string,
): Promise<RefreshResult> {
  // The original may have to refresh first, under the same timeout as any OAuth request.
  const renewal = await askSource(core, source, current.accessToken, core.config.requestTimeoutMs + 1_000);
  if (core.current() !== current) return core.current() ? 'ok' : 'rejected';
  if (renewal.result !== 'ok') return renewal.result;
  core.keep({ ...current, ...renewal.token });
  return 'ok';
}

/**
 * A 401 for the token the tab holds now: one refresh shared by every caller, true when the request may be
 * retried. When the grant is gone, sign-in starts again and comes back to this URL.
 */
export async function recover(core: SessionCore): Promise<boolean> {
  const result = await refresh(core);
  if (result === 'ok') return true;
  if ((result === 'rejected' || result === 'orphaned') && core.current()) {
    core.keep(null);
    await signIn(core, currentReturnTo(core.location), result === 'orphaned');
  }
  return false;
}

/** As the original of a copy: a token better than its `stale` one, refreshed here first if need be. */
async function tokenForCopy(core: SessionCore, stale: string): Promise<Renewal> {
  const current = core.current();
  if (current?.mode !== 'oauth') return { result: 'orphaned' };
  if (current.accessToken === stale || needsRefresh(current.refreshAt, Date.now())) {
    const result = await refresh(core);
    if (result !== 'ok') return { result };
  }
  const now = core.current();
  return now?.mode === 'oauth' && now.accessToken !== stale
    ? {
        result: 'ok',
        token: { accessToken: now.accessToken, expiresAt: now.expiresAt, refreshAt: now.refreshAt },
      }
    : { result: 'orphaned' };
}

export function receive(core: SessionCore, data: unknown): Promise<void> {
  return receiveTabMessage(core, data, (stale) => tokenForCopy(core, stale));
}
