import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ada Byron Lovelace')).toBe('AL');
    expect(initials('  grace  ')).toBe('G');
  });

  it('keeps characters outside the BMP whole', () => {
    expect(initials('𝒜lpha Beta')).toBe('𝒜B');
  });

  it('falls back to a question mark', () => {
    expect(initials(null)).toBe('?');
    expect(initials('   ')).toBe('?');
  });
});
