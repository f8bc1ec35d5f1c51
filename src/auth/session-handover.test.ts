import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_PREFIX } from './grant-lock';
import { createHandover, HANDOVER_WAIT_MS, type Handover } from './session-handover';
import type { StoredSession } from './stored-session';

// Tabs talking over Node's real BroadcastChannel, on a channel of their own per test. Node 20 has no Web
// Locks: a stand-in says which grants are held.
const original: StoredSession = {
  mode: 'oauth',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: 1_800_000_000_000,
  refreshAt: 1_799_999_970_000,
  grant: 'original-grant',
  source: null,
  user: { id: 'issuer|tamsin', name: 'Tamsin Member', picture: null },
};
const copy: StoredSession = {
  ...original,
  refreshToken: null,
  grant: 'copy-grant',
  source: 'original-grant',
};

const opened: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
});

function channelOf(name: string): BroadcastChannel {
  const channel = new BroadcastChannel(name);
  opened.push(channel);
  return channel;
}

const locksHolding = (...grants: string[]) =>
  ({
    query: async () => ({ held: grants.map((grant) => ({ name: LOCK_PREFIX + grant, mode: 'exclusive' })) }),
  }) as unknown as LockManager;

/** A tab on channel `name` holding `held`, where Web Locks say `grants` are held. */
function tab(name: string, held: StoredSession | null = null, grants = ['original-grant']): Handover {
  const channel = channelOf(name);
  const handover = createHandover(
    { post: (message) => channel.postMessage(message) },
    locksHolding(...grants),
  );
  channel.addEventListener('message', (event) => handover.receive(event.data, held));
  return handover;
}

async function timed<T>(work: Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work;
  return { result, ms: performance.now() - started };
}

describe('a new tab taking the session of a signed-in tab beside it', () => {
  it('gets a duplicate’s copy: no refresh token, the grant’s holder as its source, a grant of its own', async () => {
    const name = crypto.randomUUID();
    tab(name, original);
    const { result: given, ms } = await timed(tab(name).ask());
    expect(ms).toBeLessThan(50);
    expect(given).toEqual({
      ...original,
      refreshToken: null,
      source: 'original-grant',
      grant: expect.any(String),
    });
    expect(given?.grant).not.toBe('original-grant');
  });

  it('is sent to the original’s grant by a duplicate that answers, so it outlives the duplicate', async () => {
    const name = crypto.randomUUID();
    tab(name, copy);
    expect((await tab(name).ask())?.source).toBe('original-grant');
  });

  it('is never a personal token nor a session that cannot renew, and waits only while a tab holds a grant', async () => {
    const name = crypto.randomUUID();
    tab(name, { ...original, mode: 'personal' });
    tab(name, { ...original, refreshToken: null });
    tab(name, null);
    const held = await timed(tab(name).ask());
    expect(held.result).toBeNull();
    expect(held.ms).toBeGreaterThanOrEqual(HANDOVER_WAIT_MS - 1);
    const none = await timed(tab(name, null, []).ask());
    expect(none.result).toBeNull();
    expect(none.ms).toBeLessThan(50);
  });

  it('takes only a well-formed answer to its own ask, and never a refresh token', async () => {
    const name = crypto.randomUUID();
    const other = channelOf(name);
    const asks: string[] = [];
    other.addEventListener('message', (event) => asks.push(event.data.replyTo));
    const asking = tab(name).ask();
    await expect.poll(() => asks).toHaveLength(1);
    const replyTo = asks[0];
    const session = { ...original, refreshToken: null, source: 'original-grant' };
    for (const wrong of [
      { type: 'session-give', replyTo: 'another-ask', session },
      { type: 'session-give', replyTo, session: { ...session, refreshToken: 'refresh-1' } },
      { type: 'session-give', replyTo, session: { ...session, mode: 'personal' } },
      { type: 'session-give', replyTo, session: { ...session, source: null } },
      { type: 'session-give', replyTo, session: { ...session, accessToken: '' } },
      { type: 'session-give', replyTo },
    ])
      other.postMessage(wrong);
    other.postMessage({ type: 'session-give', replyTo, session: { ...session, grant: 'handed' } });
    expect(await asking).toEqual({ ...session, grant: 'handed' });
  });
});
