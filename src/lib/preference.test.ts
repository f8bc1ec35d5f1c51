import { afterEach, describe, expect, it, vi } from 'vitest';
import { preference, watched } from './preference';

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

describe('watched', () => {
  it('tells every listener of a saved choice and reads it back from the page, not from storage', () => {
    const watchedSize = watched(size);
    const heard: string[] = [];
    const stop = watchedSize.subscribe(() => heard.push(watchedSize.read()));
    watchedSize.save('large');
    expect(heard).toEqual(['large']);
    expect(localStorage.getItem('test.size')).toBe('large');
    localStorage.clear();
    expect(watchedSize.read()).toBe('large');
    stop();
    watchedSize.save('small');
    expect(heard).toEqual(['large']);
  });
});
