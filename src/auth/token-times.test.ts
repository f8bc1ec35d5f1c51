import { describe, expect, it } from 'vitest';
import { MAX_REFRESH_MARGIN_MS, tokenTimes } from './token-times';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

describe('tokenTimes', () => {
  it('adds expires_in seconds to the moment the token arrived, and refreshes 30 s before a long one ends', () => {
    expect(tokenTimes(600, NOW)).toEqual({ expiresAt: NOW + 600_000, refreshAt: NOW + 570_000 });
    expect(tokenTimes(3600, NOW).refreshAt).toBe(NOW + 3600_000 - MAX_REFRESH_MARGIN_MS);
  });

  it('scales the margin with a short lifetime: a 20 s token serves 15 s before it is renewed', () => {
    expect(tokenTimes(20, NOW)).toEqual({ expiresAt: NOW + 20_000, refreshAt: NOW + 15_000 });
    expect(tokenTimes(30, NOW).refreshAt).toBe(NOW + 22_500);
    expect(tokenTimes(1.5, NOW)).toEqual({ expiresAt: NOW + 1_500, refreshAt: NOW + 1_125 });
  });

  it.each([undefined, null, '600', 0, -5, Number.NaN, Number.POSITIVE_INFINITY])(
    'knows no expiry for expires_in %s, and then never refreshes ahead',
    (value) => {
      expect(tokenTimes(value, NOW)).toEqual({ expiresAt: null, refreshAt: null });
    },
  );
});
