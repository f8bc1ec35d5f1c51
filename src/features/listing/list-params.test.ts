import { describe, expect, it } from 'vitest';
import { listSearch, parseListParams } from './list-params';

const parse = (query: string, defaultPerPage = 24) =>
  parseListParams(new URLSearchParams(query), defaultPerPage);

describe('parseListParams', () => {
  it('uses page 1 and the default size when the URL says nothing', () => {
    expect(parse('')).toEqual({ page: 1, perPage: 24, item: null, corrections: [] });
    expect(parse('', 48).perPage).toBe(48);
  });

  it('reads valid values, any size from 1 to 100', () => {
    expect(parse('page=7&per_page=100&item=ev_1')).toEqual({
      page: 7,
      perPage: 100,
      item: 'ev_1',
      corrections: [],
    });
    expect(parse('per_page=1').perPage).toBe(1);
    expect(parse('per_page=37').perPage).toBe(37);
  });

  it('corrects a page that is not a whole number of at least 1', () => {
    for (const bad of ['abc', '0', '-2', '1.5', '', '1e3', '99999999999999999999']) {
      const result = parse(`page=${encodeURIComponent(bad)}`);
      expect(result.page, bad).toBe(1);
      expect(result.corrections, bad).toHaveLength(1);
    }
  });

  it('clamps a size out of range and falls back to the default for garbage', () => {
    expect(parse('per_page=1000')).toMatchObject({
      perPage: 100,
      corrections: [expect.stringContaining('100')],
    });
    expect(parse('per_page=0')).toMatchObject({ perPage: 1 });
    expect(parse('per_page=lots', 12)).toMatchObject({ perPage: 12, corrections: [expect.any(String)] });
  });

  it('reports both corrections at once', () => {
    expect(parse('page=abc&per_page=1000').corrections).toHaveLength(2);
  });

  it('treats an empty item as none', () => {
    expect(parse('item=').item).toBeNull();
  });
});

describe('listSearch', () => {
  it('sets page and size, and keeps other parameters', () => {
    const search = new URLSearchParams('view=table&page=2');
    expect(listSearch(search, { page: 3, perPage: 24 })).toBe('?view=table&page=3&per_page=24');
  });

  it('adds and removes the item', () => {
    const search = new URLSearchParams('page=2&item=a');
    expect(listSearch(search, { item: null })).toBe('?page=2');
    expect(listSearch(search, { item: 'b c' })).toBe('?page=2&item=b+c');
  });
});
