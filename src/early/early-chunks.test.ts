import { describe, expect, it } from 'vitest';
import { PENDING_KEY } from '../auth/sign-in-flags';
import { filesAt, partsAt, pendingReturnTo } from './early-chunks';

const at = (address: string) => {
  const url = new URL(address, 'https://teamboard.test');
  return { pathname: url.pathname, search: url.search };
};

describe('partsAt', () => {
  it('names the page each list address renders', () => {
    expect(partsAt(at('/'))).toEqual(['start', 'home']);
    expect(partsAt(at('/events?page=3'))).toEqual(['start', 'paged']);
    expect(partsAt(at('/sessions?all=1&sort=price'))).toEqual(['start', 'whole', 'sessions-whole']);
    expect(partsAt(at('/events/evt%2F1'))).toEqual(['start', 'item', 'events-item']);
  });

  it('names the callback page and, back from the sign-in server, the page the sign-in started from', () => {
    expect(partsAt(at('/callback?code=x'), '/sessions?all=1')).toEqual([
      'start',
      'callback',
      'whole',
      'sessions-whole',
    ]);
    expect(partsAt(at('/callback?code=x'), null)).toEqual(['start', 'callback']);
    for (const elsewhere of ['//evil.test/events', 'https://evil.test/events', '/callback', 'events'])
      expect(partsAt(at('/callback?code=x'), elsewhere), elsewhere).toEqual(['start', 'callback']);
  });

  it('names nothing where the address is not one of those pages', () => {
    for (const address of ['/signed-out', '/nowhere', '/events/', '/events/a/b', '/eventsx'])
      expect(partsAt(at(address)), address).toEqual([]);
  });
});

describe('filesAt', () => {
  it('gives each file once, skipping parts the build did not name', () => {
    const files = { start: ['/a.js'], paged: ['/p.js', '/a.js', '/shared.js'] };
    expect(filesAt(at('/events'), files)).toEqual(['/a.js', '/p.js', '/shared.js']);
    expect(filesAt(at('/'), files)).toEqual(['/a.js']);
  });

  it('ignores what is not a list of file names', () => {
    const files = { start: 'a.js', paged: [1, '/p.js', null] } as unknown as Parameters<typeof filesAt>[1];
    expect(filesAt(at('/events'), files)).toEqual(['/p.js']);
  });
});

describe('pendingReturnTo', () => {
  const tab = (value: string | null) => ({ getItem: (key: string) => (key === PENDING_KEY ? value : null) });

  it('reads where the sign-in started from the pending sign-in the app keeps in the tab', () => {
    expect(pendingReturnTo(tab(JSON.stringify({ state: 's', returnTo: '/events?page=2' })))).toBe(
      '/events?page=2',
    );
  });

  it('gives null for no sign-in, a broken one, or one without a place', () => {
    for (const value of [null, '{', '"text"', JSON.stringify({ returnTo: 3 }), 'null'])
      expect(pendingReturnTo(tab(value)), String(value)).toBeNull();
  });
});
