import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../lib/web-storage';
import type { StoredSession } from './stored-session';
import {
  CLAIM_GRACE_MS,
  createTabCopies,
  olderLoad,
  parseTabMessage,
  type Renewal,
  readTabRecord,
  SOURCE_ANSWER_MS,
  TAB_KEY,
  type TabCopies,
  type TabMessage,
  writeTabRecord,
} from './tab-copies';

describe('olderLoad', () => {
  it('puts the earlier load first, and breaks a tie by nonce so exactly one of two tabs wins', () => {
    const a = { id: 't', loadedAt: 100, nonce: 'a' };
    const b = { id: 't', loadedAt: 200, nonce: 'b' };
    expect(olderLoad(a, b)).toBe(true);
    expect(olderLoad(b, a)).toBe(false);
    const tie = { ...b, loadedAt: 100 };
    expect(olderLoad(a, tie)).toBe(true);
    expect(olderLoad(tie, a)).toBe(false);
  });
});

describe('parseTabMessage', () => {
  it('reads each message the tabs send', () => {
    const load = { id: 't1', loadedAt: 5, nonce: 'n1' };
    expect(parseTabMessage({ type: 'tab-claim', ...load })).toEqual({ type: 'tab-claim', ...load });
    expect(parseTabMessage({ type: 'tab-taken', ...load, extra: 1 })).toEqual({ type: 'tab-taken', ...load });
    const ask = { type: 'token-ask', to: 't1', replyTo: 'r1', stale: 'at-1' };
    expect(parseTabMessage(ask)).toEqual(ask);
    expect(parseTabMessage({ type: 'token-wait', replyTo: 'r1' })).toEqual({
      type: 'token-wait',
      replyTo: 'r1',
    });
    const ok = { result: 'ok', token: { accessToken: 'at-2', expiresAt: 99 } };
    expect(parseTabMessage({ type: 'token-give', replyTo: 'r1', renewal: ok })).toEqual({
      type: 'token-give',
      replyTo: 'r1',
      renewal: ok,
    });
    expect(
      parseTabMessage({ type: 'token-give', replyTo: 'r1', renewal: { result: 'unreachable' } }),
    ).toEqual({
      type: 'token-give',
      replyTo: 'r1',
      renewal: { result: 'unreachable' },
    });
  });

  it('ignores anything else on the channel and anything shaped wrong', () => {
    for (const data of [
      null,
      'tab-claim',
      { type: 'signed-out' },
      { type: 'tab-claim', id: 't1', loadedAt: Number.NaN, nonce: 'n' },
      { type: 'tab-claim', id: '', loadedAt: 1, nonce: 'n' },
      { type: 'token-ask', to: 't1', replyTo: 'r1' },
      { type: 'token-wait' },
      { type: 'token-give', replyTo: 'r1' },
      { type: 'token-give', replyTo: 'r1', renewal: { result: 'ok' } },
      { type: 'token-give', replyTo: 'r1', renewal: { result: 'maybe' } },
      {
        type: 'token-give',
        replyTo: 'r1',
        renewal: { result: 'ok', token: { accessToken: '', expiresAt: null } },
      },
      {
        type: 'token-give',
        replyTo: 'r1',
        renewal: { result: 'ok', token: { accessToken: 'a', expiresAt: '5' } },
      },
    ])
      expect(parseTabMessage(data)).toBeNull();
  });
});

describe('the tab record', () => {
  it('round-trips through storage, and starts afresh when missing or unreadable', () => {
    const storage = memoryStorage();
    let ids = 0;
    const newId = () => `id-${++ids}`;
    expect(readTabRecord(storage, newId)).toEqual({ id: 'id-1', source: null });

    writeTabRecord(storage, { id: 'copy', source: 'original' });
    expect(readTabRecord(storage, newId)).toEqual({ id: 'copy', source: 'original' });

    for (const raw of ['{', '[]', '{"id":3}', '{"source":"x"}']) {
      storage.setItem(TAB_KEY, raw);
      expect(readTabRecord(storage, newId).source).toBeNull();
    }
    expect(ids).toBe(5);
  });
});

const signedIn = (refreshToken: string | null): StoredSession => ({
  mode: 'oauth',
  accessToken: 'at-1',
  refreshToken,
  expiresAt: null,
  user: { name: null, picture: null },
});

type FakeTab = {
  name: string;
  copies: TabCopies;
  storage: Storage;
  session: StoredSession | null;
  answer: (stale: string) => Promise<Renewal>;
  asked: string[];
};

/** Tabs on one BroadcastChannel: a message reaches every other open tab, a task later. */
function channel() {
  const open = new Set<FakeTab>();
  let ids = 0;
  let clock = 1_000;
  const deliver = (from: FakeTab, message: TabMessage) =>
    setTimeout(() => {
      for (const tab of open) if (tab !== from) void tab.copies.receive(message);
    }, 0);

  function openTab(name: string, storage: Storage, session: StoredSession | null): FakeTab {
    const tab = { name, storage, session, asked: [] } as unknown as FakeTab;
    tab.answer = async () => ({ result: 'ok', token: { accessToken: `at-from-${name}`, expiresAt: 9 } });
    tab.copies = createTabCopies({
      post: (message) => {
        if (message.type === 'token-ask') tab.asked.push(message.stale);
        deliver(tab, message);
      },
      storage,
      newId: () => `${name}-${++ids}`,
      now: () => ++clock,
      session: () => tab.session,
      dropRefreshToken: () => {
        if (tab.session) tab.session = { ...tab.session, refreshToken: null };
      },
      answer: (stale) => tab.answer(stale),
    });
    open.add(tab);
    tab.copies.claim();
    return tab;
  }

  /** What "Duplicate tab" does: a new tab starting with a copy of this one's sessionStorage. */
  const duplicate = (of: FakeTab, name: string) =>
    openTab(name, memoryStorage(Object.entries(snapshot(of.storage))), of.session);
  const snapshot = (storage: Storage) =>
    Object.fromEntries(
      Array.from({ length: storage.length }, (_, i) => storage.key(i) as string).map((k) => [
        k,
        storage.getItem(k) as string,
      ]),
    );

  return {
    openTab,
    duplicate,
    close: (tab: FakeTab) => open.delete(tab),
    reopen: (tab: FakeTab) => open.add(tab),
  };
}

const record = (tab: FakeTab) => JSON.parse(tab.storage.getItem(TAB_KEY) ?? 'null');

/** A signed-in tab, and a duplicate of it once it has settled in. */
async function originalAndCopy() {
  const tabs = channel();
  const original = tabs.openTab('a', memoryStorage(), signedIn('rt-1'));
  await vi.advanceTimersByTimeAsync(CLAIM_GRACE_MS);
  const copy = tabs.duplicate(original, 'b');
  await vi.advanceTimersByTimeAsync(1);
  return { tabs, original, copy };
}

describe('createTabCopies', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes the later of two tabs with one session copy the copy, and leaves the grant to the earlier', async () => {
    const tabs = channel();
    const original = tabs.openTab('a', memoryStorage(), signedIn('rt-1'));
    await vi.advanceTimersByTimeAsync(CLAIM_GRACE_MS);
    const originalId = record(original).id;

    const copy = tabs.duplicate(original, 'b');
    let settled = false;
    void copy.copies.settled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1);
    // Settled by the original's answer, well before the grace is over.
    expect(settled).toBe(true);
    expect(copy.copies.isCopy()).toBe(true);
    expect(copy.session?.refreshToken).toBeNull();
    expect(record(copy)).toEqual({ id: expect.not.stringMatching(originalId), source: originalId });
    expect(original.copies.isCopy()).toBe(false);
    expect(original.session?.refreshToken).toBe('rt-1');
    expect(record(original).id).toBe(originalId);

    // A copy of the copy asks the original too, and takes an id of its own.
    const third = tabs.duplicate(copy, 'c');
    await vi.advanceTimersByTimeAsync(1);
    expect(record(third)).toEqual({ id: expect.not.stringMatching(record(copy).id), source: originalId });
  });

  it('settles a claim nobody answers once the grace is over, and keeps the grant', async () => {
    const tabs = channel();
    const alone = tabs.openTab('a', memoryStorage(), signedIn('rt-1'));
    let settled = false;
    void alone.copies.settled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(CLAIM_GRACE_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(alone.copies.isCopy()).toBe(false);
  });

  it("hands a copy the source's token, waiting as long as the source says it is on it", async () => {
    const { original, copy } = await originalAndCopy();
    const stale: string[] = [];
    original.answer = (token) => {
      stale.push(token);
      // A refresh slower than the silence that would mean "gone".
      return new Promise((resolve) =>
        setTimeout(
          () => resolve({ result: 'ok', token: { accessToken: 'at-2', expiresAt: 42 } }),
          3 * SOURCE_ANSWER_MS,
        ),
      );
    };
    const renewal = copy.copies.renew('at-1', 10_000);
    await vi.advanceTimersByTimeAsync(3 * SOURCE_ANSWER_MS + 1);
    expect(await renewal).toEqual({ result: 'ok', token: { accessToken: 'at-2', expiresAt: 42 } });
    expect(stale).toEqual(['at-1']);

    // On it, but never done: the copy stops waiting at its own limit.
    original.answer = () => new Promise(() => undefined);
    const stuck = copy.copies.renew('at-2', 10_000);
    let outcome: Renewal | null = null;
    void stuck.then((value) => {
      outcome = value;
    });
    // (Each message takes a timer tick to arrive.)
    await vi.advanceTimersByTimeAsync(10_000 - 10);
    expect(outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(20);
    expect(outcome).toEqual({ result: 'orphaned' });
  });

  it('passes a failed refresh on as it is; only silence makes a copy an orphan, until the source is back', async () => {
    const { tabs, original, copy } = await originalAndCopy();

    original.answer = async () => ({ result: 'unreachable' });
    const unreachable = copy.copies.renew('at-1', 10_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(await unreachable).toEqual({ result: 'unreachable' });

    tabs.close(original);
    const silent = copy.copies.renew('at-1', 10_000);
    await vi.advanceTimersByTimeAsync(SOURCE_ANSWER_MS);
    expect(await silent).toEqual({ result: 'orphaned' });
    // Known to be gone: no second wait.
    const asksBefore = copy.asked.length;
    expect(await copy.copies.renew('at-1', 10_000)).toEqual({ result: 'orphaned' });
    expect(copy.asked.length).toBe(asksBefore);

    // The original loads again (a reload keeps its id): the copy asks it again.
    tabs.reopen(original);
    original.answer = async () => ({ result: 'ok', token: { accessToken: 'at-3', expiresAt: null } });
    original.copies.claim();
    await vi.advanceTimersByTimeAsync(1);
    const back = copy.copies.renew('at-1', 10_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(await back).toEqual({ result: 'ok', token: { accessToken: 'at-3', expiresAt: null } });
  });

  it('gives a copy nothing of a grant the source signed in to meanwhile', async () => {
    const { original, copy } = await originalAndCopy();
    original.answer = async () => {
      original.copies.ownGrant();
      return { result: 'ok', token: { accessToken: 'someone-else', expiresAt: null } };
    };
    const renewal = copy.copies.renew('at-1', 10_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(await renewal).toEqual({ result: 'orphaned' });
  });

  it('counts a page back from the back/forward cache as a new load, which gives way', async () => {
    const tabs = channel();
    const original = tabs.openTab('a', memoryStorage(), signedIn('rt-1'));
    await vi.advanceTimersByTimeAsync(CLAIM_GRACE_MS);
    // The page goes into the cache; a duplicate made meanwhile finds no one, keeps and rotates the token.
    tabs.close(original);
    const later = tabs.duplicate(original, 'b');
    await vi.advanceTimersByTimeAsync(CLAIM_GRACE_MS);
    expect(later.copies.isCopy()).toBe(false);

    tabs.reopen(original);
    original.copies.restored();
    await vi.advanceTimersByTimeAsync(1);
    expect(original.copies.isCopy()).toBe(true);
    expect(original.session?.refreshToken).toBeNull();
    expect(later.copies.isCopy()).toBe(false);
    expect(later.session?.refreshToken).toBe('rt-1');
  });

  it('leaves tabs without an OAuth session out of it', async () => {
    const tabs = channel();
    const personal = tabs.openTab('a', memoryStorage(), { ...signedIn(null), mode: 'personal' });
    const copy = tabs.duplicate(personal, 'b');
    await vi.advanceTimersByTimeAsync(CLAIM_GRACE_MS);
    expect(copy.copies.isCopy()).toBe(false);
    expect(personal.copies.isCopy()).toBe(false);
  });
});
