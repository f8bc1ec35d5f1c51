// A browser's "Duplicate tab" copies sessionStorage, refresh token and all. Two tabs rotating one refresh
// token trip the server's reuse detection, which revokes the grant under both. So each copy of a session
// carries a tab id; when two live tabs find they share one (over the auth BroadcastChannel), the one
// loaded later becomes a copy: it drops the refresh token and asks the other tab for access tokens.

export const TAB_KEY = 'teamboard.tab';

/** This tab's id for its copy of the session; `source` is the tab holding the refresh token, if a copy. */
export type TabRecord = { id: string; source: string | null };

/** One page load of a tab: of two tabs with the same id, the older load keeps the refresh token. */
export type TabLoad = { id: string; loadedAt: number; nonce: string };

export type GivenToken = { accessToken: string; expiresAt: number | null };

export type TabMessage =
  /** "I hold this id", sent on load; `tab-taken` is the older tab's answer to a younger one's claim. */
  | ({ type: 'tab-claim' | 'tab-taken' } & TabLoad)
  /** The tab with this id is gone (closed or navigated away): its copies stop asking it. */
  | { type: 'tab-gone'; id: string }
  /** A copy's request to its source for a better access token than `stale`, the one it has. */
  | { type: 'token-ask'; to: string; replyTo: string; stale: string }
  /** The source's immediate answer: alive, and working on it (a refresh can take a while). */
  | { type: 'token-wait'; replyTo: string }
  /** The answer to one `token-ask`; null when the source has no token to give. */
  | { type: 'token-give'; replyTo: string; token: GivenToken | null };

export function olderLoad(a: TabLoad, b: TabLoad): boolean {
  return a.loadedAt < b.loadedAt || (a.loadedAt === b.loadedAt && a.nonce < b.nonce);
}

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

function givenToken(value: unknown): GivenToken | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { accessToken, expiresAt } = value as Record<string, unknown>;
  if (!text(accessToken)) return undefined;
  if (expiresAt !== null && !(typeof expiresAt === 'number' && Number.isFinite(expiresAt))) return undefined;
  return { accessToken, expiresAt };
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
    case 'tab-gone':
      return text(message.id) ? { type: 'tab-gone', id: message.id } : null;
    case 'token-ask': {
      const { to, replyTo, stale } = message;
      return text(to) && text(replyTo) && text(stale) ? { type: 'token-ask', to, replyTo, stale } : null;
    }
    case 'token-wait':
      return text(message.replyTo) ? { type: 'token-wait', replyTo: message.replyTo } : null;
    case 'token-give': {
      const token = givenToken(message.token);
      return text(message.replyTo) && token !== undefined
        ? { type: 'token-give', replyTo: message.replyTo, token }
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
