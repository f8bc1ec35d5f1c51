import { describe, expect, it } from 'vitest';
import { filesAt, partsAt } from './early-chunks';

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

  it('names nothing where the address is not one of those pages', () => {
    for (const address of [
      '/callback?code=x',
      '/signed-out',
      '/nowhere',
      '/events/',
      '/events/a/b',
      '/eventsx',
    ])
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
