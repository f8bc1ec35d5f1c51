import { describe, expect, it } from 'vitest';
import { expiresAtFrom, needsRefresh, REFRESH_MARGIN_MS } from './token-expiry';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

describe('expiresAtFrom', () => {
  it('adds expires_in seconds to the moment the token arrived', () => {
    expect(expiresAtFrom(600, NOW)).toBe(NOW + 600_000);
    expect(expiresAtFrom(1.5, NOW)).toBe(NOW + 1_500);
  });

  it.each([undefined, null, '600', 0, -5, Number.NaN, Number.POSITIVE_INFINITY])(
    'knows no expiry for expires_in %s',
    (value) => {
      expect(expiresAtFrom(value, NOW)).toBeNull();
    },
  );
});

describe('needsRefresh', () => {
  it('is false well before expiry', () => {
    expect(needsRefresh(NOW + REFRESH_MARGIN_MS + 1, NOW)).toBe(false);
  });

  it('is true within the margin, at expiry and after it', () => {
    expect(needsRefresh(NOW + REFRESH_MARGIN_MS, NOW)).toBe(true);
    expect(needsRefresh(NOW + 1, NOW)).toBe(true);
    expect(needsRefresh(NOW, NOW)).toBe(true);
    expect(needsRefresh(NOW - 60_000, NOW)).toBe(true);
  });

  it('never asks when the expiry is unknown (a 401 will tell)', () => {
    expect(needsRefresh(null, NOW)).toBe(false);
  });
});
