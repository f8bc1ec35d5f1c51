import type { AppConfig } from '../config/app-config';
import { refreshTokens } from './oauth-tokens';
import { needsRefresh, renewalRoute } from './renewal-rules';
import type { StoredSession } from './stored-session';
import { createTabCopies, orphaned, type Renewal, type TabChannel } from './tab-copies';

/** `orphaned`: a duplicated tab whose original is gone or signed in anew. */
export type RefreshResult = 'ok' | 'rejected' | 'unreachable' | 'orphaned';

export type RenewalDeps = {
  config: AppConfig;
  /** The session this tab holds, in memory and in sessionStorage. */
  held: { current(): StoredSession | null; keep(next: StoredSession): void };
  /** Shows the person a renewed session names anew. */
  show(renewed: StoredSession): void;
  /** Settles once this tab knows whether its grant's refresh token is its own (a duplicate's is not). */
  claimed(): Promise<void>;
  channel: TabChannel | null;
  locks: LockManager | undefined;
};

export type Renewals = {
  refresh(): Promise<RefreshResult>;
  /** A message from another tab: an answer to an ask made here, or a copy of this tab asking for a token. */
  receive(data: unknown): Promise<void>;
};

type Renewed = { result: RefreshResult; next: StoredSession | null };

export function createRenewals({ config, held, show, claimed, channel, locks }: RenewalDeps): Renewals {
  const copies = createTabCopies(channel, locks);
  let flight: Promise<RefreshResult> | undefined;

  // One at a time: every request that finds the token due, or refused, waits for the same renewal.
  function refresh(): Promise<RefreshResult> {
    flight ??= claimed()
      .then(renew)
      .finally(() => {
        flight = undefined;
      });
    return flight;
  }

  async function renew(): Promise<RefreshResult> {
    const from = held.current();
    const route = renewalRoute(from);
    if (from === null || route === null) return 'rejected';
    const { result, next } =
      route.via === 'refresh-token'
        ? await withRefreshToken(from, route.refreshToken)
        : await fromSourceTab(from, route.source);
    // Signed out (here or in another tab) or signed in anew meanwhile: what the renewal brought is not kept.
    if (held.current() !== from) return held.current() ? 'ok' : 'rejected';
    if (!next) return result;
    held.keep(next);
    if (next.user.name !== from.user.name || next.user.picture !== from.user.picture) show(next);
    return result;
  }

  async function withRefreshToken(from: StoredSession, refreshToken: string): Promise<Renewed> {
    const outcome = await refreshTokens(config, refreshToken);
    if (!outcome.ok)
      return {
        result: outcome.reason,
        next: outcome.reason === 'rejected' ? { ...from, refreshToken: null } : null,
      };
    const { user, ...tokens } = outcome.tokens;
    // A refreshed ID token often leaves the profile claims out: what it does not say is kept.
    const named = {
      id: from.user.id ?? user?.id ?? null,
      name: user?.name ?? from.user.name,
      picture: user?.picture ?? from.user.picture,
    };
    return { result: 'ok', next: { ...from, ...tokens, user: named } };
  }

  async function fromSourceTab(from: StoredSession, source: string): Promise<Renewed> {
    // The original may have to refresh first.
    const renewal = await copies.ask(source, from.accessToken, config.requestTimeoutMs + 1_000);
    return renewal.result === 'ok'
      ? { result: 'ok', next: { ...from, ...renewal.token } }
      : { result: renewal.result, next: null };
  }

  async function tokenForCopy(stale: string): Promise<Renewal> {
    const current = held.current();
    if (current?.mode !== 'oauth') return orphaned;
    if (current.accessToken === stale || needsRefresh(current, Date.now())) {
      const result = await refresh();
      if (result !== 'ok') return { result };
    }
    const now = held.current();
    return now?.mode === 'oauth' && now.accessToken !== stale
      ? {
          result: 'ok',
          token: { accessToken: now.accessToken, expiresAt: now.expiresAt, refreshAt: now.refreshAt },
        }
      : orphaned;
  }

  async function receive(data: unknown): Promise<void> {
    const ask = copies.take(data);
    if (!ask || held.current()?.grant !== ask.to) return;
    const renewal = await tokenForCopy(ask.stale);
    // Signed in anew meanwhile: that grant is not the copy's to share.
    copies.answer(ask, held.current()?.grant === ask.to ? renewal : orphaned);
  }

  return { refresh, receive };
}
