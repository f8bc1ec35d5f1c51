import { describe, expect, it } from 'vitest';
import { currentReturnTo, DEFAULT_RETURN_TO, safeReturnTo } from './return-to';

const ORIGIN = 'https://teamboard.example.com';

describe('safeReturnTo', () => {
  it('keeps a same-origin path with its query and fragment', () => {
    expect(safeReturnTo('/sessions?page=3', ORIGIN)).toBe('/sessions?page=3');
    expect(safeReturnTo('/events?page=2&per_page=24&item=e1#top', ORIGIN)).toBe(
      '/events?page=2&per_page=24&item=e1#top',
    );
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeReturnTo('/events/../sessions', ORIGIN)).toBe('/sessions');
  });

  it.each([
    ['another origin', 'https://evil.example.com/events'],
    ['a protocol-relative URL', '//evil.example.com/events'],
    ['a backslash trick', '/\\evil.example.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'events'],
    ['the callback itself', '/callback?code=abc&state=xyz'],
    ['an empty string', ''],
    ['a non-string', 42],
    ['nothing', undefined],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnTo(value, ORIGIN)).toBe(DEFAULT_RETURN_TO);
  });

  it('reads the current location', () => {
    expect(
      currentReturnTo({ origin: ORIGIN, pathname: '/sessions', search: '?page=3&per_page=12', hash: '' }),
    ).toBe('/sessions?page=3&per_page=12');
  });
});
