import type { AppConfig } from '../config/app-config';
import { paths } from '../config/paths';
import {
  type AuthSnapshot,
  type BrowserLocation,
  type CallbackResult,
  type SessionCore,
  type SignedOutReason,
  signedIn,
  signedOut,
  type TabChannel,
} from './auth-state';
import type { GrantLocks } from './grant-lock';
import { currentReturnTo } from './return-to';
import {
  readNoAutoSignIn,
  signedInBefore,
  silentSignInStranded,
  takeAbandonedSignIn,
  writeNoAutoSignIn,
} from './sign-in-flags';
import { newId, readStoredSession, type StoredSession, writeStoredSession } from './stored-session';
import { needsRefresh } from './token-expiry';

/** The sign-in internals, loaded once a sign-in or refresh needs them. */
type SessionActions = typeof import('./session-actions');

export type SessionDeps = {
  config: AppConfig;
  storage: Storage;
  lasting: boolean;
  locks: GrantLocks;
  channel: (TabChannel & { listen(receive: (data: unknown) => void): void }) | null;
  location: BrowserLocation;
  loadActions(): Promise<SessionActions>;
};

export type Session = {
  subscribe(listener: () => void): () => void;
  snapshot(): AuthSnapshot;
  startDueSignIn(): void;
  signIn(returnTo: string, options?: { silent?: boolean }): Promise<void>;
  completeCallback(callbackUrl: URL): Promise<CallbackResult & { settle(): void }>;
  signInWithPersonalToken(token: string): void;
  signOut(): Promise<void>;
  getAccessToken(): string | null | Promise<string | null>;
  handleUnauthorized(token: string): Promise<boolean>;
};

const isSignedOutMessage = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'signed-out';

export function createSession(deps: SessionDeps): Session {
  const { config, storage, locks, channel, location } = deps;
  let session = readStoredSession(storage);
  let view: AuthSnapshot = signedOut(null);
  let silentSignInDue = false;
  const listeners = new Set<() => void>();

  const publish = (next: AuthSnapshot) => {
    view = next;
    for (const listener of listeners) listener();
  };
  const keep = (next: StoredSession | null) => {
    session = next;
    writeStoredSession(storage, next);
  };
  const setNoAutoSignIn = (reason: 'silent-failed' | 'signed-out' | null) =>
    writeNoAutoSignIn(storage, reason);

  const own = (current: StoredSession): Promise<void> => {
    if (current.mode !== 'oauth' || current.refreshToken === null) return Promise.resolve();
    return locks.claim(current.grant).then((owner) => {
      // Another tab holds this grant: this one is its duplicate and leaves the refresh token to it.
      if (!owner && session?.grant === current.grant)
        keep({ ...session, refreshToken: null, source: current.grant, grant: newId() });
    });
  };

  const core: SessionCore = {
    config,
    storage,
    lasting: deps.lasting,
    locks,
    channel,
    location,
    current: () => session,
    keep,
    view: () => view,
    publish,
    settled: session ? own(session) : Promise.resolve(),
    accept(next) {
      if (session) locks.release(session.grant);
      setNoAutoSignIn(null);
      if (next.mode === 'oauth') signedInBefore.save(true);
      keep(next);
      core.settled = own(next);
      publish(signedIn(next));
    },
    end(reason: SignedOutReason) {
      const ended = session;
      if (ended) locks.release(ended.grant);
      keep(null);
      setNoAutoSignIn('signed-out');
      signedInBefore.save(false);
      publish(signedOut(reason));
      return ended;
    },
    setNoAutoSignIn,
    flights: {},
    asks: new Map(),
  };

  const actions = () => deps.loadActions();
  const onCallback = location.pathname === paths.callback;
  if (!session && !onCallback && takeAbandonedSignIn(storage) === 'silent') {
    // The server kept the tab instead of answering prompt=none: never again here, nor in new tabs.
    setNoAutoSignIn('silent-failed');
    silentSignInStranded.save(config.oauth.issuer);
  }
  const noAutoSignIn = readNoAutoSignIn(storage);
  const silentAllowed = config.oauth.silentSignIn && silentSignInStranded.read() !== config.oauth.issuer;
  if (session) view = signedIn(session);
  else if (onCallback) view = { ...signedOut(null), status: 'checking' };
  else if (
    silentAllowed &&
    noAutoSignIn === null &&
    signedInBefore.read() &&
    location.pathname !== paths.signedOut
  ) {
    // A new tab: one redirect round-trip with prompt=none signs in while the server's session lasts.
    silentSignInDue = true;
    view = { ...signedOut(null), status: 'checking' };
  } else view = signedOut(noAutoSignIn === 'signed-out' ? 'signed-out' : null);

  channel?.listen((data) => {
    if (isSignedOutMessage(data)) {
      if (view.status === 'signed-out') return;
      const ended = core.end('signed-out');
      if (ended)
        void actions().then(
          (loaded) => loaded.revoke(core, ended),
          () => undefined,
        );
    } else if (session?.mode === 'oauth')
      void actions().then(
        (loaded) => loaded.receive(core, data),
        () => undefined,
      );
  });
  globalThis.addEventListener?.('pageshow', (event) => {
    // The back/forward cache can restore this page mid-redirect.
    if (event.persisted && view.status === 'redirecting')
      publish(session ? signedIn(session) : signedOut(null));
  });

  async function signIn(returnTo: string, options: { silent?: boolean } = {}): Promise<void> {
    if (view.status === 'redirecting') return;
    // The sign-in's state must outlive the trip to the sign-in server, in this tab's storage.
    if (!deps.lasting) return publish(signedOut('storage-blocked'));
    const silent = options.silent === true;
    publish({ ...view, status: silent ? 'checking' : 'redirecting' });
    try {
      await (await actions()).signIn(core, returnTo, silent);
    } catch {
      if (silent) setNoAutoSignIn('silent-failed');
      publish(signedOut('sign-in-failed', { kind: 'unreachable' }));
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => view,
    startDueSignIn() {
      if (!silentSignInDue) return;
      silentSignInDue = false;
      void signIn(currentReturnTo(location), { silent: true });
    },
    signIn,
    async completeCallback(callbackUrl) {
      return (await actions()).completeCallback(core, callbackUrl);
    },
    signInWithPersonalToken(token) {
      core.accept({
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
    async signOut() {
      const ended = core.end('signed-out');
      channel?.post({ type: 'signed-out' });
      if (ended?.mode !== 'oauth') return;
      publish({ ...view, status: 'redirecting' });
      try {
        await (await actions()).signOut(core, ended);
      } catch {
        publish(signedOut('signed-out'));
      }
    },
    getAccessToken() {
      const current = session;
      const renewable =
        current?.mode === 'oauth' && (current.refreshToken !== null || current.source !== null);
      if (current && renewable && needsRefresh(current.refreshAt, Date.now()))
        return actions()
          .then((loaded) => loaded.refresh(core))
          .catch(() => undefined)
          .then(() => session?.accessToken ?? null);
      return current?.accessToken ?? null;
    },
    async handleUnauthorized(token) {
      const current = session;
      if (!current) return false;
      // The request left with an older token than the one there is now: just try again with that.
      if (current.accessToken !== token) return true;
      if (current.mode === 'personal') {
        core.end('token-rejected');
        return false;
      }
      return (await actions().catch(() => null))?.recover(core) ?? false;
    },
  };
}
