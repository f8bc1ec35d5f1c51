import { describe, expect, it } from 'vitest';
import {
  filtersSearch,
  isFiltered,
  isWholeList,
  type ListFilters,
  layoutSearch,
  noFilters,
  pagedSearch,
  parseFilters,
  parseLayout,
  parseSort,
  readLayoutPreference,
  saveLayoutPreference,
  wholeListSearch,
} from './list-filters';

const full: ListFilters = {
  query: 'yoga class',
  statuses: ['live', 'upcoming'],
  accounts: ['acc 1', 'acc,2'],
  partnersOnly: true,
  price: 'paid',
  currencies: ['EUR', 'JPY'],
  replayOnly: true,
  sort: { key: 'price', direction: 'desc' },
};

describe('list filters in the URL', () => {
  it('reads nothing from an empty URL', () => {
    expect(parseFilters(new URLSearchParams())).toEqual(noFilters);
    expect(isFiltered(noFilters)).toBe(false);
  });

  it('round-trips every filter through the URL, keeping other parameters', () => {
    const search = filtersSearch(new URLSearchParams('all=1&view=table'), full);
    expect(search.get('all')).toBe('1');
    expect(search.get('view')).toBe('table');
    expect(search.get('sort')).toBe('-price');
    expect(parseFilters(new URLSearchParams(search.toString()))).toEqual(full);
  });

  it('clears filters it no longer holds', () => {
    const before = filtersSearch(new URLSearchParams('all=1'), full);
    const after = filtersSearch(before, noFilters);
    expect(after.toString()).toBe('all=1');
  });

  it('ignores values it does not know instead of failing', () => {
    const parsed = parseFilters(
      new URLSearchParams(
        'status=nope&status=live&status=live&price=cheap&partners=yes&sort=colour&account=',
      ),
    );
    expect(parsed).toEqual({ ...noFilters, statuses: ['live'] });
  });

  it('reads the sort direction from a leading minus', () => {
    expect(parseSort('name')).toEqual({ key: 'name', direction: 'asc' });
    expect(parseSort('-date')).toEqual({ key: 'date', direction: 'desc' });
    expect(parseSort('--date')).toBeNull();
  });

  it('counts only narrowing filters as filtering, not the sort', () => {
    expect(isFiltered({ ...noFilters, sort: { key: 'name', direction: 'asc' } })).toBe(false);
    expect(isFiltered({ ...noFilters, replayOnly: true })).toBe(true);
  });
});

describe('whole list or pages', () => {
  it('enters the whole list without the paged parameters', () => {
    const search = wholeListSearch(new URLSearchParams('page=3&per_page=24&item=x&view=table'));
    expect(search.toString()).toBe('view=table&all=1');
    expect(isWholeList(search)).toBe(true);
    expect(isWholeList(new URLSearchParams('all=0'))).toBe(false);
  });

  it('narrows to one account from a badge, replacing other accounts', () => {
    const search = wholeListSearch(new URLSearchParams('all=1&account=a&q=x'), 'b');
    expect(parseFilters(search)).toMatchObject({ accounts: ['b'], query: 'x' });
  });

  it('goes back to the pages without filters, keeping the layout', () => {
    const search = pagedSearch(new URLSearchParams('all=1&view=table&q=x&sort=name&account=a&item=i'));
    expect(search.toString()).toBe('view=table');
  });
});

describe('grid or table', () => {
  it('comes from the URL when it says, and is remembered as a preference', () => {
    expect(parseLayout(new URLSearchParams('view=table'))).toBe('table');
    expect(parseLayout(new URLSearchParams('view=cards'))).toBeNull();
    expect(layoutSearch(new URLSearchParams('q=a'), 'grid').toString()).toBe('q=a&view=grid');
    expect(readLayoutPreference(localStorage)).toBe('grid');
    saveLayoutPreference(localStorage, 'table');
    expect(readLayoutPreference(localStorage)).toBe('table');
    localStorage.clear();
  });

  it('falls back to the grid when storage refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(readLayoutPreference(broken)).toBe('grid');
    expect(() => saveLayoutPreference(broken, 'table')).not.toThrow();
  });
});
