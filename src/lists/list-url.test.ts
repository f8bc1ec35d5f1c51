import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventList } from './events/event-list';
import {
  isFiltered,
  isPageSize,
  type ListUrl,
  listSearch,
  noFilters,
  pageForNewSize,
  parseListUrl,
  parseSort,
  parseWhole,
  withFilterValues,
} from './list-url';

const schema = eventList.urlSchema;
const parse = (query: string, defaultPerPage = 24) =>
  parseListUrl(new URLSearchParams(query), schema, defaultPerPage);

describe('parseListUrl, paged', () => {
  it('uses page 1 and the default size when the URL says nothing', () => {
    expect(parse('')).toEqual({
      url: { whole: false, page: 1, perPage: 24, filters: noFilters, sort: null, layout: null },
      corrections: [],
      legacyItem: null,
      outdated: false,
    });
    expect(parse('', 48).url.perPage).toBe(48);
  });

  it('reads valid values, any size from 1 to 100', () => {
    expect(parse('page=7&per_page=100').url).toMatchObject({ page: 7, perPage: 100 });
    expect(parse('per_page=1').url.perPage).toBe(1);
    expect(parse('per_page=37').url.perPage).toBe(37);
    expect(parse('page=%207%20').url.page).toBe(7);
  });

  it('corrects a page that is not a whole number of at least 1, saying what it was', () => {
    for (const bad of ['abc', '0', '-2', '1.5', '', '1e3', '99999999999999999999']) {
      const { url, corrections } = parse(`page=${encodeURIComponent(bad)}`);
      expect(url.page, bad).toBe(1);
      expect(corrections, bad).toEqual([{ kind: 'page', raw: bad }]);
    }
  });

  it('clamps a size over 100 to 100, and falls back to the person’s size for zero or garbage', () => {
    expect(parse('per_page=1000')).toMatchObject({
      url: { perPage: 100 },
      corrections: [{ kind: 'per-page', raw: '1000', used: 100 }],
    });
    expect(parse('per_page=0', 48)).toMatchObject({
      url: { perPage: 48 },
      corrections: [{ kind: 'per-page', raw: '0', used: 48 }],
    });
    expect(parse('per_page=lots', 12)).toMatchObject({
      url: { perPage: 12 },
      corrections: [{ kind: 'per-page', raw: 'lots', used: 12 }],
    });
  });

  it('reports both corrections at once', () => {
    expect(parse('page=abc&per_page=1000').corrections.map((c) => c.kind)).toEqual(['page', 'per-page']);
  });

  it('keeps the item of an old dialog link, to send it to the item’s page', () => {
    expect(parse('page=2&item=ev_1').legacyItem).toBe('ev_1');
    expect(parse('item=').legacyItem).toBeNull();
    expect(parse('item=%20%20').legacyItem).toBeNull();
  });
});

describe('parseListUrl, whole list', () => {
  it('reads the search, each group’s values, the sort and the layout', () => {
    const { url, corrections } = parse(
      'all=1&q=%20yoga%20class%20&status=live&status=upcoming&account=acc%201&account=acc,2&partners=1&sort=-price&view=table',
    );
    expect(corrections).toEqual([]);
    expect(url).toEqual({
      whole: true,
      page: 1,
      perPage: 24,
      filters: {
        query: 'yoga class',
        values: { status: ['live', 'upcoming'], account: ['acc 1', 'acc,2'], partners: ['1'] },
      },
      sort: { key: 'price', direction: 'desc' },
      layout: 'table',
    });
  });

  it('keeps filter values it does not know, without repeats or blanks, for the view to show', () => {
    const { url, corrections } = parse(
      'all=1&status=nope&status=live&status=live&status=%20&price=cheap&account=',
    );
    expect(url.filters.values).toEqual({ status: ['nope', 'live'], price: ['cheap'] });
    expect(corrections).toEqual([]);
  });

  it('ignores parameters that are not the list’s, and the paged ones', () => {
    const { url, corrections } = parse('all=1&colour=red&page=abc&per_page=0');
    expect(url.filters).toEqual(noFilters);
    expect(url.page).toBe(1);
    expect(corrections).toEqual([]);
  });

  it('corrects a sort key the list does not have, and ignores a layout it does not know', () => {
    expect(parse('all=1&sort=colour&view=cards')).toMatchObject({
      url: { sort: null, layout: null },
      corrections: [{ kind: 'sort', raw: 'colour' }],
    });
    // The paged view does not sort: its sort is not corrected, only left out.
    expect(parse('sort=colour').corrections).toEqual([]);
  });

  it('is the whole list only with all=1', () => {
    expect(parse('all=1').url.whole).toBe(true);
    for (const query of ['all=0', 'all=true', 'all=', ''] as const)
      expect(parse(query).url.whole, query).toBe(false);
  });
});

describe('listSearch', () => {
  const paged: ListUrl = { whole: false, page: 3, perPage: 24, filters: noFilters, sort: null, layout: null };

  it('writes a paged view as its page and size only, leaving page 1 out', () => {
    expect(listSearch(schema, paged)).toBe('?page=3&per_page=24');
    expect(listSearch(schema, { ...paged, page: 1 })).toBe('?per_page=24');
    expect(
      listSearch(schema, {
        ...paged,
        filters: { query: 'x', values: { status: ['live'] } },
        sort: { key: 'name', direction: 'asc' },
      }),
    ).toBe('?page=3&per_page=24');
  });

  it('writes a whole list’s state in a fixed order, groups in the list’s order', () => {
    const search = listSearch(schema, {
      ...paged,
      whole: true,
      filters: { query: 'yoga class', values: { currency: ['EUR'], status: ['live', 'canceled'] } },
      sort: { key: 'date', direction: 'desc' },
      layout: 'grid',
    });
    expect(search).toBe('?all=1&q=yoga+class&status=live&status=canceled&currency=EUR&sort=-date&view=grid');
  });

  it('reads back what it writes', () => {
    const value = fc.constantFrom(...['live', 'a b', 'acc,2', 'ü', '&=?', '1']);
    const state = fc.record({
      whole: fc.boolean(),
      page: fc.integer({ min: 1, max: 10_000 }),
      perPage: fc.integer({ min: 1, max: 100 }),
      query: fc.string().map((text) => text.trim()),
      status: fc.uniqueArray(value, { maxLength: 3 }),
      account: fc.uniqueArray(value, { maxLength: 3 }),
      sort: fc.option(
        fc.record({
          key: fc.constantFrom('date', 'name', 'price'),
          direction: fc.constantFrom('asc', 'desc'),
        }),
        {
          nil: null,
        },
      ),
      layout: fc.constantFrom('grid', 'table', null),
      changed: fc.boolean(),
    });
    fc.assert(
      fc.property(state, (s) => {
        const values: Record<string, string[]> = {};
        if (s.status.length) values.status = s.status;
        if (s.account.length) values.account = s.account;
        const url: ListUrl = s.whole
          ? {
              whole: true,
              page: 1,
              perPage: 24,
              filters: { query: s.query, values, ...(s.changed ? { changed: true } : {}) },
              sort: s.sort as ListUrl['sort'],
              layout: s.layout as ListUrl['layout'],
            }
          : { whole: false, page: s.page, perPage: s.perPage, filters: noFilters, sort: null, layout: null };
        const parsed = parse(listSearch(schema, url).slice(1));
        expect(parsed.corrections).toEqual([]);
        expect(parsed.url).toEqual(url);
      }),
    );
  });
});

describe('URL values', () => {
  it('takes whole numbers written plainly, and nothing else', () => {
    expect(parseWhole('42')).toBe(42);
    expect(parseWhole(' 7 ')).toBe(7);
    for (const bad of ['', '3.0', '1e2', '-1', '+1', '0x10', '9007199254740993'])
      expect(parseWhole(bad), bad).toBeNull();
    expect(isPageSize(1)).toBe(true);
    expect(isPageSize(100)).toBe(true);
    for (const bad of [0, 101, 2.5, Number.NaN]) expect(isPageSize(bad)).toBe(false);
  });

  it('reads the sort direction from a leading minus, for the list’s keys only', () => {
    const keys = ['name', 'date'];
    expect(parseSort('name', keys)).toEqual({ key: 'name', direction: 'asc' });
    expect(parseSort('-date', keys)).toEqual({ key: 'date', direction: 'desc' });
    expect(parseSort('--date', keys)).toBeNull();
    expect(parseSort('price', keys)).toBeNull();
  });

  it('counts the search and group values as filtering, not the sort', () => {
    expect(isFiltered(noFilters)).toBe(false);
    expect(isFiltered({ query: 'x', values: {} })).toBe(true);
    expect(isFiltered({ query: '', values: {}, changed: true })).toBe(true);
    expect(isFiltered({ query: '', values: { replay: ['1'] } })).toBe(true);
    expect(isFiltered({ query: '', values: { replay: [] } })).toBe(false);
  });

  it('sets a group’s values, and drops the group when none are left', () => {
    const filters = withFilterValues(noFilters, 'status', ['live']);
    expect(filters).toEqual({ query: '', values: { status: ['live'] } });
    expect(withFilterValues(filters, 'status', [])).toEqual(noFilters);
    expect(noFilters.values).toEqual({});
  });

  it('keeps the first visible item on screen after a page-size change', () => {
    // Page 3 of 24 starts at item 49, which is on page 2 of 48 and page 5 of 12.
    expect(pageForNewSize(3, 24, 48)).toBe(2);
    expect(pageForNewSize(3, 24, 12)).toBe(5);
    expect(pageForNewSize(1, 24, 96)).toBe(1);
  });
});

describe('parseListUrl, former status words', () => {
  it('reads status=completed as past on a whole list, and says the address is outdated', () => {
    const { url, outdated, corrections } = parse('all=1&status=completed&status=live');
    expect(url.filters.values.status).toEqual(['past', 'live']);
    expect(outdated).toBe(true);
    expect(corrections).toEqual([]);
  });

  it('keeps one past when the address holds both words, in either order', () => {
    expect(parse('all=1&status=past&status=completed').url.filters.values.status).toEqual(['past']);
    expect(parse('all=1&status=past&status=completed').outdated).toBe(true);
  });

  it('leaves today’s words, other parameters and paged addresses alone', () => {
    expect(parse('all=1&status=past&status=someday').outdated).toBe(false);
    expect(parse('all=1&currency=completed').url.filters.values.currency).toEqual(['completed']);
    expect(parse('all=1&status=constructor').url.filters.values.status).toEqual(['constructor']);
    expect(parse('status=completed').outdated).toBe(false);
  });
});
