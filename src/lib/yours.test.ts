import { afterEach, describe, expect, it } from 'vitest';
import { setPerson } from './personal-store';
import { exportYours, importYours, toggleFollow, toggleStar, yoursNow } from './yours';

afterEach(() => {
  setPerson(null);
  localStorage.clear();
});

describe('yours', () => {
  it('keeps each person’s stars and follows apart', () => {
    setPerson('https://issuer ada');
    toggleStar('evt_1');
    toggleFollow('acc_1');
    setPerson('https://issuer bob');
    expect([...yoursNow().starred]).toEqual([]);
    toggleStar('evt_2');
    setPerson('https://issuer ada');
    expect([...yoursNow().starred]).toEqual(['evt_1']);
    expect([...yoursNow().followed]).toEqual(['acc_1']);
    toggleStar('evt_1');
    expect(yoursNow().starred.has('evt_1')).toBe(false);
  });

  it('writes nothing for a person it does not know', () => {
    toggleStar('evt_1');
    expect(localStorage.length).toBe(0);
  });

  it('exports a file that another browser imports, adding to what is there', () => {
    setPerson('ada');
    toggleStar('evt_1');
    toggleFollow('acc_1');
    const file = exportYours();
    setPerson('ada-elsewhere');
    toggleStar('evt_9');
    expect(importYours(file)).toBe(true);
    expect([...yoursNow().starred].sort()).toEqual(['evt_1', 'evt_9']);
    expect([...yoursNow().followed]).toEqual(['acc_1']);
  });

  it('refuses a file that is not one of its own, and changes nothing', () => {
    setPerson('ada');
    toggleStar('evt_1');
    expect(importYours('{"starred": ["x"]}')).toBe(false);
    expect(importYours('not json')).toBe(false);
    expect([...yoursNow().starred]).toEqual(['evt_1']);
  });
});
