import { paths } from '../config/paths';
import { type CallbackResult, type RefreshResult, type SessionCore, signedIn, signedOut } from './auth-state';
import { completeSignIn, startSignIn } from './oauth-sign-in';
import { endSessionUrl, revokeTokens } from './oauth-sign-out';
import { refreshTokens } from './oauth-tokens';
import { currentReturnTo } from './return-to';
import { signInFailure } from './sign-in-failure';
import type { StoredSession } from './stored-session';
import { askSource, type Renewal, receiveTabMessage } from './tab-copies';
import { needsRefresh } from './token-expiry';

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
      if (outcome.silent) core.setNoAutoSignIn('silent-failed');
      const current = core.current();
      core.publish(current ? signedIn(current) : signedOut(null));
    },
  };
}

export function revoke(core: SessionCore, ended: StoredSession): Promise<void> {
  return ended.mode === 'oauth' ? revokeTokens(core.config, ended) : Promise.resolve();
}

export async function signOut(core: SessionCore, ended: StoredSession): Promise<void> {
  await revoke(core, ended);
  const url = await endSessionUrl(core.config, new URL(paths.home, core.config.oauth.redirectUri).href);
  if (url) core.location.assign(url.href);
  else core.publish(signedOut('signed-out'));
}

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
  const named = {
    id: current.user.id ?? user?.id ?? null,
    name: user?.name ?? current.user.name,
    picture: user?.picture ?? current.user.picture,
  };
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
  // The original may have to refresh first.
  const renewal = await askSource(core, source, current.accessToken, core.config.requestTimeoutMs + 1_000);
  if (core.current() !== current) return core.current() ? 'ok' : 'rejected';
  if (renewal.result !== 'ok') return renewal.result;
  core.keep({ ...current, ...renewal.token });
  return 'ok';
}

export async function recover(core: SessionCore): Promise<boolean> {
  const result = await refresh(core);
  if (result === 'ok') return true;
  if ((result === 'rejected' || result === 'orphaned') && core.current()) {
    core.keep(null);
    await signIn(core, currentReturnTo(core.location), result === 'orphaned');
  }
  return false;
}

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
