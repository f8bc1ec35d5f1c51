import { afterEach, describe, expect, it, vi } from 'vitest';
import { preference } from './preference';

const size = preference(
  'test.size',
  (stored) => (stored === 'large' ? 'large' : 'small'),
  (value) => (value === 'small' ? null : value),
);

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('preference', () => {
  it('reads the fallback until something is saved, and removes the key for a null text', () => {
    expect(size.read()).toBe('small');
    size.save('large');
    expect(localStorage.getItem('test.size')).toBe('large');
    expect(size.read()).toBe('large');
    size.save('small');
    expect(localStorage.getItem('test.size')).toBeNull();
  });

  it('falls back for a value it does not know', () => {
    localStorage.setItem('test.size', 'huge');
    expect(size.read()).toBe('small');
  });

  it('reads the fallback and saves nothing where storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(size.read()).toBe('small');
    expect(() => size.save('large')).not.toThrow();
  });
});
