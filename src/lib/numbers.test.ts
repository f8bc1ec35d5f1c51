import { describe, expect, it } from 'vitest';
import { formatInteger } from './numbers';

describe('formatInteger', () => {
  it('groups digits the way the default locale does', () => {
    expect(formatInteger(10_000)).toBe(new Intl.NumberFormat().format(10_000));
    expect(formatInteger(10_000)).not.toBe('10000');
    expect(formatInteger(0)).toBe('0');
  });
});
