import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelative, parseTimestamp } from './dates';

describe('parseTimestamp', () => {
  const at = Date.UTC(2026, 10, 23, 15, 30, 0);

  it('reads ISO 8601 with a zone in every common spelling', () => {
    expect(parseTimestamp('2026-11-23T15:30:00Z')).toBe(at);
    expect(parseTimestamp('2026-11-23T15:30:00.000Z')).toBe(at);
    expect(parseTimestamp('2026-11-23T16:30:00+01:00')).toBe(at);
    expect(parseTimestamp('2026-11-23T16:30:00+0100')).toBe(at);
    expect(parseTimestamp('2026-11-23T16:30+01')).toBe(at);
    expect(parseTimestamp('2026-11-23 15:30:00z')).toBe(at);
  });

  it('reads ISO 8601 without a zone as local time', () => {
    expect(parseTimestamp('2026-11-23T15:30:00')).toBe(new Date(2026, 10, 23, 15, 30).getTime());
  });

  it('reads epoch seconds and milliseconds, as numbers or numeric strings', () => {
    expect(parseTimestamp(at / 1000)).toBe(at);
    expect(parseTimestamp(at)).toBe(at);
    expect(parseTimestamp(String(at / 1000))).toBe(at);
    expect(parseTimestamp(` ${at} `)).toBe(at);
  });

  it('gives null for anything else', () => {
    for (const bad of [
      '',
      'tomorrow',
      'March 3, 2026',
      '2026-13-45T00:00:00Z',
      'NaN',
      null,
      undefined,
      {},
      true,
    ]) {
      expect(parseTimestamp(bad)).toBeNull();
    }
    expect(parseTimestamp(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseTimestamp(1e20)).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('formats in the given locale and time zone', () => {
    const at = Date.UTC(2026, 10, 23, 15, 30);
    expect(formatDateTime(at, 'en-US', 'UTC')).toBe('Mon, Nov 23, 2026, 3:30 PM');
    expect(formatDateTime(at, 'en-US', 'Asia/Tokyo')).toBe('Tue, Nov 24, 2026, 12:30 AM');
  });
});

describe('formatRelative', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  it('uses the largest unit that fits, in both directions', () => {
    expect(formatRelative(now + 3 * 86_400_000, now, 'en')).toBe('in 3 days');
    expect(formatRelative(now - 86_400_000, now, 'en')).toBe('yesterday');
    expect(formatRelative(now - 5 * 60_000, now, 'en')).toBe('5 minutes ago');
    expect(formatRelative(now + 2 * 3_600_000, now, 'en')).toBe('in 2 hours');
    expect(formatRelative(now + 400 * 86_400_000, now, 'en')).toBe('next year');
    expect(formatRelative(now + 20_000, now, 'en')).toBe('in 20 seconds');
  });
});
