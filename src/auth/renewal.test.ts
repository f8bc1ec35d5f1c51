import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/config';
import { LOCK_PREFIX } from './grant-lock';
import { createRenewals, type Renewals } from './renewal';
import type { StoredSession } from './stored-session';

// The duplicated tab's route, played over a stand-in channel: no sign-in server is needed. The refresh
// token's route runs against the sandbox in session.sandbox.test.ts.
const loaded = loadConfig({}, 'http://localhost:3000');
if (!loaded.ok) throw new Error('the sandbox defaults must load');
const config = loaded.value;

const original: StoredSession = {
  mode: 'oauth',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: null,
  refreshAt: null,
  grant: 'original-grant',
  source: null,
  user: { id: null, name: 'Tamsin Member', picture: null },
};
const copy: StoredSession = {
  ...original,
  refreshToken: null,
  grant: 'copy-grant',
  source: 'original-grant',
};
const token = { accessToken: 'access-2', expiresAt: null, refreshAt: null };

type Message = { type: string; replyTo: string; renewal?: unknown };

function tab(start: StoredSession | null) {
  let current = start;
  const posted: Message[] = [];
  const kept: StoredSession[] = [];
  const shown: StoredSession[] = [];
  const locks = {
    query: async () => ({ held: [{ name: `${LOCK_PREFIX}original-grant`, mode: 'exclusive' }], pending: [] }),
  } as unknown as LockManager;
  const renewals: Renewals = createRenewals({
    config,
    held: {
      current: () => current,
      keep(next) {
        current = next;
        kept.push(next);
      },
    },
    show: (renewed) => shown.push(renewed),
    claimed: () => Promise.resolve(),
    channel: { post: (message) => posted.push(message as Message) },
    locks,
  });
  const asked = async () => {
    await vi.waitFor(() => expect(posted.at(-1)?.type).toBe('token-ask'));
    return posted.at(-1) as Message;
  };
  const replace = (next: StoredSession | null) => {
    current = next;
  };
  return { renewals, posted, kept, shown, asked, replace, current: () => current };
}

describe('a duplicated tab renewing from the tab it was copied from', () => {
  it('keeps the token the original hands over, and asks once for every refresh asked for meanwhile', async () => {
    const { renewals, posted, shown, asked, current } = tab(copy);
    const both = Promise.all([renewals.refresh(), renewals.refresh()]);
    const ask = await asked();
    await renewals.receive({ type: 'token-give', replyTo: ask.replyTo, renewal: { result: 'ok', token } });
    expect(await both).toEqual(['ok', 'ok']);
    expect(posted.filter((message) => message.type === 'token-ask')).toHaveLength(1);
    expect(current()).toEqual({ ...copy, ...token });
    // The same person: nothing to show anew.
    expect(shown).toEqual([]);
  });

  // The copy asks, the tab signs out or in anew (`meanwhile`), then the original's answer arrives.
  async function answeredAfter(meanwhile: StoredSession | null) {
    const copyTab = tab(copy);
    const refreshing = copyTab.renewals.refresh();
    const ask = await copyTab.asked();
    copyTab.replace(meanwhile);
    await copyTab.renewals.receive({
      type: 'token-give',
      replyTo: ask.replyTo,
      renewal: { result: 'ok', token },
    });
    return { result: await refreshing, held: copyTab.current(), kept: copyTab.kept };
  }

  it('keeps nothing when the answer comes after signing out, and does not undo a new sign-in', async () => {
    expect(await answeredAfter(null)).toEqual({ result: 'rejected', held: null, kept: [] });
    expect(await answeredAfter(original)).toEqual({ result: 'ok', held: original, kept: [] });
  });

  it('cannot renew a session without a refresh token or a tab to ask', async () => {
    const { renewals, posted } = tab({ ...original, refreshToken: null });
    expect(await renewals.refresh()).toBe('rejected');
    expect(posted).toEqual([]);
  });
});

describe('the original answering its copies', () => {
  it('hands a copy its token, and leaves asks for another grant to the tab that holds it', async () => {
    const { renewals, posted } = tab(original);
    await renewals.receive({ type: 'token-ask', to: 'another-grant', replyTo: 'r1', stale: 'old' });
    expect(posted).toEqual([]);
    await renewals.receive({ type: 'token-ask', to: 'original-grant', replyTo: 'r2', stale: 'old' });
    expect(posted).toEqual([
      {
        type: 'token-give',
        replyTo: 'r2',
        renewal: { result: 'ok', token: { accessToken: 'access-1', expiresAt: null, refreshAt: null } },
      },
    ]);
  });

  it('says why when the copy holds its token already and it cannot renew', async () => {
    const { renewals, posted } = tab({ ...original, refreshToken: null });
    await renewals.receive({ type: 'token-ask', to: 'original-grant', replyTo: 'r3', stale: 'access-1' });
    expect(posted).toEqual([{ type: 'token-give', replyTo: 'r3', renewal: { result: 'rejected' } }]);
  });
});
