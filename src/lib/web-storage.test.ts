import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage, webStorage } from './web-storage';

const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'localStorage', original);
});

describe('webStorage', () => {
  it("is the browser's storage where it is allowed", () => {
    expect(webStorage('localStorage')).toBe(globalThis.localStorage);
    expect(webStorage('sessionStorage')).toBe(globalThis.sessionStorage);
  });

  it('is undefined, not a throw, where reading it throws (site data blocked)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(webStorage('localStorage')).toBeUndefined();
  });
});

describe('memoryStorage', () => {
  it('keeps strings by key like Storage, for as long as the page', () => {
    const storage = memoryStorage([['a', '1']]);
    storage.setItem('b', 2 as unknown as string);
    expect([storage.getItem('a'), storage.getItem('b'), storage.getItem('c')]).toEqual(['1', '2', null]);
    expect([storage.length, storage.key(1), storage.key(5)]).toEqual([2, 'b', null]);
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });
});
