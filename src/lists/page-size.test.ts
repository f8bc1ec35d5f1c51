import { afterEach, describe, expect, it } from 'vitest';
import { pageSizePreference } from './page-size';

afterEach(() => localStorage.clear());

describe('page size preference', () => {
  it('defaults to 24 and remembers a valid size', () => {
    expect(pageSizePreference.read()).toBe(24);
    pageSizePreference.save(48);
    expect(localStorage.getItem('teamboard.perPage')).toBe('48');
    expect(pageSizePreference.read()).toBe(48);
  });

  it('ignores a stored value outside 1..100, or not a number', () => {
    for (const stored of ['500', '0', 'x', '', '2.5']) {
      localStorage.setItem('teamboard.perPage', stored);
      expect(pageSizePreference.read(), stored).toBe(24);
    }
  });
});
