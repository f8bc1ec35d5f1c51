import { describe, expect, it } from 'vitest';
import { olderLoad, parseTabMessage, readTabRecord, TAB_KEY, writeTabRecord } from './tab-copies';

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
    expect(parseTabMessage({ type: 'tab-gone', id: 't1' })).toEqual({ type: 'tab-gone', id: 't1' });
    const ask = { type: 'token-ask', to: 't1', replyTo: 'r1', stale: 'at-1' };
    expect(parseTabMessage(ask)).toEqual(ask);
    expect(parseTabMessage({ type: 'token-wait', replyTo: 'r1' })).toEqual({
      type: 'token-wait',
      replyTo: 'r1',
    });
    const give = { type: 'token-give', replyTo: 'r1', token: { accessToken: 'at-2', expiresAt: 99 } };
    expect(parseTabMessage(give)).toEqual(give);
    expect(parseTabMessage({ ...give, token: null })).toEqual({ ...give, token: null });
  });

  it('ignores anything else on the channel and anything shaped wrong', () => {
    for (const data of [
      null,
      'tab-claim',
      { type: 'signed-out' },
      { type: 'tab-claim', id: 't1', loadedAt: Number.NaN, nonce: 'n' },
      { type: 'tab-claim', id: '', loadedAt: 1, nonce: 'n' },
      { type: 'tab-gone', id: 7 },
      { type: 'token-ask', to: 't1', replyTo: 'r1' },
      { type: 'token-wait' },
      { type: 'token-give', replyTo: 'r1' },
      { type: 'token-give', replyTo: 'r1', token: { accessToken: '', expiresAt: null } },
      { type: 'token-give', replyTo: 'r1', token: { accessToken: 'at', expiresAt: '5' } },
    ])
      expect(parseTabMessage(data)).toBeNull();
  });
});

describe('the tab record', () => {
  it('round-trips through storage, and starts afresh when missing or unreadable', () => {
    sessionStorage.clear();
    let ids = 0;
    const newId = () => `id-${++ids}`;
    expect(readTabRecord(sessionStorage, newId)).toEqual({ id: 'id-1', source: null });

    writeTabRecord(sessionStorage, { id: 'copy', source: 'original' });
    expect(readTabRecord(sessionStorage, newId)).toEqual({ id: 'copy', source: 'original' });

    for (const raw of ['{', '[]', '{"id":3}', '{"source":"x"}']) {
      sessionStorage.setItem(TAB_KEY, raw);
      expect(readTabRecord(sessionStorage, newId).source).toBeNull();
    }
    expect(ids).toBe(5);
  });
});
