import { describe, expect, it } from 'vitest';
import { account, event, money } from '../lists/fixtures.test-support';
import { forgetSharedValues, sharedAccount, sharedPrice, shareValues } from './shared-values';

describe('shared values', () => {
  it('gives equal accounts and prices one object', () => {
    const a = sharedAccount(account('ada', { partner: true }));
    expect(sharedAccount(account('ada', { partner: true }))).toBe(a);
    const p = sharedPrice(money(12.5, 'EUR'));
    expect(sharedPrice(money(12.5, 'EUR'))).toBe(p);
    expect(sharedPrice(money(12.5, 'USD'))).not.toBe(p);
  });

  it('shares the newest of an organiser that changed, and never an unequal one', () => {
    const before = sharedAccount(account('ada', { partner: false }));
    const after = account('ada', { partner: true });
    expect(sharedAccount(after)).toBe(after);
    expect(sharedAccount(account('ada', { partner: true }))).toBe(after);
    expect(sharedAccount(account('ada', { partner: false }))).not.toBe(before);
  });

  it('makes items put back from the device share them again, their values unchanged', () => {
    const items = [0, 1].map((n) =>
      structuredClone(event(`e${n}`, { account: account('grace'), price: money(5, 'EUR') })),
    );
    expect(items[0]?.account).not.toBe(items[1]?.account);
    const copies = structuredClone(items);
    shareValues(items);
    expect(items[0]?.account).toBe(items[1]?.account);
    expect(items[0]?.price).toBe(items[1]?.price);
    expect(items).toEqual(copies);
  });

  it('holds nothing of a person who signed out', () => {
    const held = sharedAccount(account('lin'));
    forgetSharedValues();
    expect(sharedAccount(account('lin'))).not.toBe(held);
  });

  it('keeps null as null', () => {
    expect(sharedAccount(null)).toBeNull();
    expect(sharedPrice(null)).toBeNull();
  });
});
