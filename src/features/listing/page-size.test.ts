import { describe, expect, it } from 'vitest';
import { pageForNewSize, readPageSizePreference, savePageSizePreference } from './page-size';

describe('page size preference', () => {
  it('defaults to 24 and remembers a valid size', () => {
    expect(readPageSizePreference(localStorage)).toBe(24);
    savePageSizePreference(localStorage, 48);
    expect(readPageSizePreference(localStorage)).toBe(48);
  });

  it('ignores a stored value outside 1..100', () => {
    localStorage.setItem('teamboard.perPage', '500');
    expect(readPageSizePreference(localStorage)).toBe(24);
    localStorage.setItem('teamboard.perPage', 'x');
    expect(readPageSizePreference(localStorage)).toBe(24);
  });
});

describe('pageForNewSize', () => {
  it('keeps the first visible item on screen', () => {
    // Page 3 of 24 starts at item 49, which is on page 2 of 48 and page 5 of 12.
    expect(pageForNewSize(3, 24, 48)).toBe(2);
    expect(pageForNewSize(3, 24, 12)).toBe(5);
    expect(pageForNewSize(1, 24, 96)).toBe(1);
  });
});
