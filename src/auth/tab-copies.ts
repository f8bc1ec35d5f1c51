// A browser's "Duplicate tab" copies sessionStorage, refresh token and all. Two tabs rotating one refresh
// token trip the server's reuse detection, which revokes the grant under both. So each copy of a session
// carries a tab id; when two live tabs find they share one (over the auth BroadcastChannel), the one
// loaded later becomes a copy: it drops the refresh token and asks the other tab for access tokens.

import type { StoredSession } from './stored-session';

export const TAB_KEY = 'teamboard.tab';
/** How long a tab that just announced itself waits for an older tab with its id before it refreshes. */
export const CLAIM_GRACE_MS = 250;
/** A live source tab says so at once; silence this long means it is gone. */
export const SOURCE_ANSWER_MS = 1_000;

/** This tab's id for its copy of the session; `source` is the tab holding the refresh token, if a copy. */
export type TabRecord = { id: string; source: string | null };

/** One page load of a tab: of two tabs with the same id, the older load keeps the refresh token. */
export type TabLoad = { id: string; loadedAt: number; nonce: string };

export type GivenToken = { accessToken: string; expiresAt: number | null };

/**
 * What a copy's renewal came to. `orphaned`: the source tab is gone or no longer holds that grant; the
 * server's session most likely still stands, so the copy signs in silently.
 */
export type Renewal =
  | { result: 'ok'; token: GivenToken }
  | { result: 'rejected' | 'unreachable' | 'orphaned' };

export type TabMessage =
  /** "I hold this id", sent on load; `tab-taken` is the older tab's answer to a younger one's claim. */
  | ({ type: 'tab-claim' | 'tab-taken' } & TabLoad)
  /** A copy's request to its source for a better access token than `stale`, the one it has. */
  | { type: 'token-ask'; to: string; replyTo: string; stale: string }
  /** The source's immediate answer: alive, and working on it (a refresh can take a while). */
  | { type: 'token-wait'; replyTo: string }
  | { type: 'token-give'; replyTo: string; renewal: Renewal };

export function olderLoad(a: TabLoad, b: TabLoad): boolean {
  return a.loadedAt < b.loadedAt || (a.loadedAt === b.loadedAt && a.nonce < b.nonce);
}

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

function parseRenewal(value: unknown): Renewal | null {
  if (typeof value !== 'object' || value === null) return null;
  const { result, token } = value as Record<string, unknown>;
  if (result === 'rejected' || result === 'unreachable' || result === 'orphaned') return { result };
  if (result !== 'ok' || typeof token !== 'object' || token === null) return null;
  const { accessToken, expiresAt } = token as Record<string, unknown>;
  if (!text(accessToken)) return null;
  if (expiresAt !== null && !(typeof expiresAt === 'number' && Number.isFinite(expiresAt))) return null;
  return { result, token: { accessToken, expiresAt } };
}

/** A message from another tab, or null for anything else on the channel or shaped wrong. */
export function parseTabMessage(data: unknown): TabMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'tab-claim':
    case 'tab-taken': {
      const { id, loadedAt, nonce } = message;
      if (!text(id) || !text(nonce) || typeof loadedAt !== 'number' || !Number.isFinite(loadedAt))
        return null;
      return { type: message.type, id, loadedAt, nonce };
    }
    case 'token-ask': {
      const { to, replyTo, stale } = message;
      return text(to) && text(replyTo) && text(stale) ? { type: 'token-ask', to, replyTo, stale } : null;
    }
    case 'token-wait':
      return text(message.replyTo) ? { type: 'token-wait', replyTo: message.replyTo } : null;
    case 'token-give': {
      const renewal = parseRenewal(message.renewal);
      return text(message.replyTo) && renewal
        ? { type: 'token-give', replyTo: message.replyTo, renewal }
        : null;
    }
    default:
      return null;
  }
}

/** The tab's record, or a fresh one (new id, no source) when there is none or it cannot be read. */
export function readTabRecord(storage: Storage, newId: () => string): TabRecord {
  try {
    const data: unknown = JSON.parse(storage.getItem(TAB_KEY) ?? 'null');
    if (typeof data === 'object' && data !== null) {
      const { id, source } = data as Record<string, unknown>;
      if (text(id)) return { id, source: text(source) ? source : null };
    }
  } catch {
    // Unreadable: a fresh record below.
  }
  return { id: newId(), source: null };
}

export function writeTabRecord(storage: Storage, record: TabRecord): void {
  try {
    storage.setItem(TAB_KEY, JSON.stringify(record));
  } catch {
    // Without storage the record lives in memory only; a reload then starts a fresh one.
  }
}

export type TabCopiesOptions = {
  post(message: TabMessage): void;
  storage: Storage;
  newId(): string;
  now(): number;
  session(): StoredSession | null;
  /** This tab turned out to be a copy: it forgets the refresh token, which stays the original's. */
  dropRefreshToken(): void;
  /** As the source: a token better than a copy's `stale` one, refreshing first if need be. */
  answer(stale: string): Promise<Renewal>;
};

export type TabCopies = ReturnType<typeof createTabCopies>;

/** The protocol between the tabs; the session module feeds it the channel's messages. */
export function createTabCopies(options: TabCopiesOptions) {
  const { post, storage, newId, now, session } = options;
  let record = readTabRecord(storage, newId);
  writeTabRecord(storage, record);
  let load = { loadedAt: now(), nonce: newId() };
  /** The source did not answer: asking again would only wait again, until it shows up. */
  let sourceAway = false;
  let settled: Promise<void> = Promise.resolve();
  let settle = (): void => undefined;
  const asks = new Map<string, { give(renewal: Renewal): void; wait(): void }>();

  const thisLoad = (): TabLoad => ({ id: record.id, ...load });
  const setRecord = (next: TabRecord) => {
    if (next.source !== record.source) sourceAway = false;
    record = next;
    writeTabRecord(storage, next);
  };

  function becomeCopy(): void {
    const current = session();
    const holdsGrant = current?.mode === 'oauth' && current.refreshToken !== null;
    setRecord({ id: newId(), source: holdsGrant ? record.id : record.source });
    if (holdsGrant) options.dropRefreshToken();
  }

  function claim(): void {
    if (session()?.mode !== 'oauth') return;
    settle();
    settled = new Promise((resolve) => {
      const timer = setTimeout(resolve, CLAIM_GRACE_MS);
      settle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    post({ type: 'tab-claim', ...thisLoad() });
  }

  return {
    isCopy: () => record.source !== null,
    /** Tells the other tabs which session copy this tab holds, so a duplicate finds out it is one. */
    claim,
    /**
     * Back from the back/forward cache: a load younger than any tab that started meanwhile with the same
     * id, which may have rotated the refresh token this page still holds.
     */
    restored(): void {
      load = { loadedAt: now(), nonce: newId() };
      claim();
    },
    /** Settles once this load's claim is answered or its grace is over: only then is a refresh safe. */
    settled: () => settled,
    /** A sign-in: a grant of its own, under an id no other tab shares. */
    ownGrant(): void {
      setRecord({ id: newId(), source: null });
    },

    async receive(message: TabMessage): Promise<void> {
      switch (message.type) {
        case 'tab-claim':
        case 'tab-taken':
          // The source is back (a reload, or Back to it): worth asking again.
          if (message.id === record.source) sourceAway = false;
          if (message.id !== record.id) return;
          if (!olderLoad(thisLoad(), message)) {
            becomeCopy();
            settle();
          } else if (message.type === 'tab-claim') post({ type: 'tab-taken', ...thisLoad() });
          return;
        case 'token-ask': {
          const { to, replyTo } = message;
          if (to !== record.id) return;
          post({ type: 'token-wait', replyTo });
          const renewal = await options.answer(message.stale);
          // Signed in anew meanwhile (a new id): that grant is not the copy's to share.
          post({ type: 'token-give', replyTo, renewal: record.id === to ? renewal : { result: 'orphaned' } });
          return;
        }
        case 'token-wait':
          asks.get(message.replyTo)?.wait();
          return;
        case 'token-give':
          asks.get(message.replyTo)?.give(message.renewal);
      }
    },

    /**
     * A copy's renewal: asks the source for a token better than `stale`. Orphaned when the source is
     * silent for SOURCE_ANSWER_MS, or takes longer than `waitMs` after saying it is on it.
     */
    renew(stale: string, waitMs: number): Promise<Renewal> {
      const source = record.source;
      if (source === null || sourceAway) return Promise.resolve({ result: 'orphaned' });
      const replyTo = newId();
      return new Promise((resolve) => {
        const give = (renewal: Renewal) => {
          clearTimeout(timer);
          asks.delete(replyTo);
          if (renewal.result === 'orphaned') sourceAway = true;
          resolve(renewal);
        };
        let timer = setTimeout(() => give({ result: 'orphaned' }), SOURCE_ANSWER_MS);
        const wait = () => {
          clearTimeout(timer);
          timer = setTimeout(() => give({ result: 'orphaned' }), waitMs);
        };
        asks.set(replyTo, { give, wait });
        post({ type: 'token-ask', to: source, replyTo, stale });
      });
    },
  };
}
