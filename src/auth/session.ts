import type { AppConfig } from '../config/app-config';
import { type AuthSnapshot, type SignedOutReason, signedIn, signedOut } from './auth-state';
import type { GrantLocks } from './grant-lock';
import type { CallbackResult } from './oauth-sign-in';
import type { RefreshResult, Renewals } from './renewal';
import { needsRefresh } from './renewal-rules';
import { currentReturnTo } from './return-to';
import { copyOf, createHandover } from './session-handover';
import { restoreSession, silentSignInAllowed } from './session-restore';
import { signedInBefore, writeNoAutoSignIn } from './sign-in-flags';
import { newId, type StoredSession, writeStoredSession } from './stored-session';
import type { TabChannel } from './tab-copies';

/** The sign-in internals, loaded once a sign-in or refresh needs them. */
type SessionActions = typeof import('./session-actions');

export type BrowserLocation = Pick<Location, 'href' | 'pathname' | 'search' | 'hash' | 'origin'> & {
  assign(url: string): void;
  replace(url: string): void;
};

export type SessionDeps = {
  config: AppConfig;
  storage: Storage;
  /** False where `storage` is an in-memory stand-in: a sign-in could not survive the redirect. */
  lasting: boolean;
  locks: GrantLocks;
  channel: (TabChannel & { listen(receive: (data: unknown) => void): void }) | null;
  location: BrowserLocation;
  loadActions(): Promise<SessionActions>;
};

export type Session = {
  subscribe(listener: () => void): () => void;
  snapshot(): AuthSnapshot;
  /** Whether the person is signed in, once a tab beside this new one had its moment to hand its session over. */
  isSignedIn(): Promise<boolean>;
  startDueSignIn(): void;
  signIn(returnTo: string, options?: { silent?: boolean }): Promise<void>;
  completeCallback(callbackUrl: URL): Promise<CallbackResult>;
  /** Apart from `completeCallback`, so the page can navigate in the same tick as the sign-in state changes. */
  settleCallback(result: CallbackResult): void;
  signInWithPersonalToken(token: string): void;
  getAccessToken(): string | null | Promise<string | null>;
  handleUnauthorized(token: string): Promise<boolean>;
  signOut(): Promise<void>;
  /**
   * Work for when the session is over: signed out here or in another tab, a token or a refresh the server
   * rejects, a silent sign-in it refuses. Signing out waits for it before leaving the page.
   */
  whenOver(task: () => Promise<unknown>): void;
};

const isSignedOutMessage = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'signed-out';

// In the order the sign-in runs: restore, sign in, accept the callback's session, renew it, end it.
export function createSession(deps: SessionDeps): Session {
  const { config, storage, locks, channel, location } = deps;
  const actions = () => deps.loadActions();
  const restored = restoreSession(config, storage, location.pathname);
  let session = restored.session;
  let view = restored.view;
  let silentSignInDue = restored.silentSignInDue;
  const handover = createHandover(channel, locks.manager);
  const listeners = new Set<() => void>();
  const overTasks: (() => Promise<unknown>)[] = [];
  const over = () => Promise.all(overTasks.map((task) => task().catch(() => undefined)));

  const publish = (next: AuthSnapshot) => {
    view = next;
    for (const listener of listeners) listener();
  };
  const keep = (next: StoredSession | null) => {
    session = next;
    writeStoredSession(storage, next);
  };

  const claim = (current: StoredSession): Promise<void> => {
    if (current.mode !== 'oauth' || current.refreshToken === null) return Promise.resolve();
    return locks.claim(current.grant).then((owner) => {
      // Another tab holds this grant: this one is its duplicate and leaves the refresh token to it.
      if (!owner && session?.grant === current.grant) keep(copyOf(session));
    });
  };
  let claimed = session ? claim(session) : Promise.resolve();

  async function signIn(returnTo: string, options: { silent?: boolean } = {}): Promise<void> {
    if (view.status === 'redirecting') return;
    // The sign-in's state must outlive the trip to the sign-in server, in this tab's storage.
    if (!deps.lasting) return publish(signedOut('storage-blocked'));
    const silent = options.silent === true;
    publish({ ...view, status: silent ? 'checking' : 'redirecting' });
    const started = await actions().then(
      (loaded) => loaded.requestSignIn(config, storage, { returnTo, silent }),
      () => ({ ok: false, failure: { kind: 'unreachable' } }) as const,
    );
    if (!started.ok) {
      if (silent) writeNoAutoSignIn(storage, 'silent-failed');
      return publish(signedOut('sign-in-failed', started.failure));
    }
    publish({ ...view, status: 'redirecting' });
    if (silent) location.replace(started.url.href);
    else location.assign(started.url.href);
  }

  const accept = (next: StoredSession) => {
    if (session) locks.release(session.grant);
    writeNoAutoSignIn(storage, null);
    if (next.mode === 'oauth') signedInBefore.save(true);
    keep(next);
    claimed = claim(next);
    publish(signedIn(next));
  };

  const known = restored.askTabs
    ? handover.ask().then((given) => {
        // Signed in or out meanwhile (a pasted token, another tab signing out): that stands.
        if (session || view.status !== 'checking') return;
        if (given) accept(given);
        else if (!restored.silentSignInDue) publish(signedOut(null));
      })
    : Promise.resolve();

  let renewals: Promise<Renewals> | undefined;
  const renewal = () =>
    (renewals ??= actions().then((loaded) =>
      loaded.createRenewals({
        config,
        held: { current: () => session, keep },
        show: (renewed) => publish(signedIn(renewed)),
        claimed: () => claimed,
        channel,
        locks: locks.manager,
      }),
    ));
  const refresh = (): Promise<RefreshResult> => renewal().then((loaded) => loaded.refresh());

  const end = (reason: SignedOutReason): StoredSession | null => {
    const ended = session;
    if (ended) locks.release(ended.grant);
    keep(null);
    writeNoAutoSignIn(storage, 'signed-out');
    signedInBefore.save(false);
    publish(signedOut(reason));
    void over();
    return ended;
  };

  channel?.listen((data) => {
    if (isSignedOutMessage(data)) {
      if (view.status === 'signed-out') return;
      const ended = end('signed-out');
      if (ended?.mode === 'oauth')
        void actions().then(
          (loaded) => loaded.revokeTokens(config, ended),
          () => undefined,
        );
    } else if (!handover.receive(data, session) && session?.mode === 'oauth')
      void renewal().then(
        (loaded) => loaded.receive(data),
        () => undefined,
      );
  });
  globalThis.addEventListener?.('pageshow', (event) => {
    // The back/forward cache can restore this page mid-redirect.
    if (event.persisted && view.status === 'redirecting')
      publish(session ? signedIn(session) : signedOut(null));
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => view,
    isSignedIn: () => known.then(() => view.status === 'signed-in'),
    startDueSignIn() {
      if (!silentSignInDue) return;
      silentSignInDue = false;
      void known.then(() => {
        if (!session && view.status === 'checking') void signIn(currentReturnTo(location), { silent: true });
      });
    },
    signIn,
    async completeCallback(callbackUrl) {
      return (await actions()).completeSignIn(config, storage, callbackUrl);
    },
    settleCallback(result) {
      if (result.ok) return accept(result.session);
      if (result.silent) writeNoAutoSignIn(storage, 'silent-failed');
      // The server answering a silent sign-in with an error (login_required) says the session is over.
      if (result.silent && result.failure.kind === 'refused') void over();
      publish(session ? signedIn(session) : signedOut(null));
    },
    signInWithPersonalToken(token) {
      accept({
        mode: 'personal',
        accessToken: token,
        refreshToken: null,
        expiresAt: null,
        refreshAt: null,
        grant: newId(),
        source: null,
        user: { id: null, name: null, picture: null },
      });
    },
    getAccessToken() {
      const current = session;
      if (!current || !needsRefresh(current, Date.now())) return current?.accessToken ?? null;
      return refresh()
        .catch(() => undefined)
        .then(() => session?.accessToken ?? null);
    },
    async handleUnauthorized(token) {
      const current = session;
      if (!current) return false;
      // The request left with an older token than the one there is now: just try again with that.
      if (current.accessToken !== token) return true;
      if (current.mode === 'personal') {
        end('token-rejected');
        return false;
      }
      const result = await refresh().catch(() => null);
      if (result === 'ok') return true;
      // The grant is gone, or the tab a duplicate got its tokens from: sign in again, back to this page.
      if ((result === 'rejected' || result === 'orphaned') && session) {
        keep(null);
        if (result === 'rejected') await over();
        await signIn(currentReturnTo(location), {
          silent: result === 'orphaned' && silentSignInAllowed(config),
        });
      }
      return false;
    },
    async signOut() {
      const ended = end('signed-out');
      channel?.post({ type: 'signed-out' });
      if (ended?.mode !== 'oauth') return;
      publish({ ...view, status: 'redirecting' });
      const away = await actions().then(
        (loaded) => loaded.signOutAtServer(config, ended),
        () => null,
      );
      await over();
      if (away) location.assign(away.href);
      else publish(signedOut('signed-out'));
    },
    whenOver(task) {
      overTasks.push(task);
    },
  };
}
