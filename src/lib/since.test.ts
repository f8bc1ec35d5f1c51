import { describe, expect, it } from 'vitest';
import { formatSince } from './since';

// Local times, as the person's clock shows them.
const now = new Date(2026, 10, 27, 15, 0).getTime();
const at = (month: number, day: number, hour = 9, year = 2026) =>
  new Date(year, month, day, hour, 30).getTime();

describe('formatSince', () => {
  it('says the time today, yesterday, the weekday this week, else the date', () => {
    expect(formatSince(at(10, 27), now, 'en-GB')).toBe('9:30');
    expect(formatSince(at(10, 26), now, 'en-GB')).toBe('yesterday');
    expect(formatSince(at(10, 24), now, 'en-GB')).toBe('Tuesday');
    expect(formatSince(at(10, 3), now, 'en-GB')).toBe('3 November');
    expect(formatSince(at(11, 30, 9, 2025), now, 'en-GB')).toBe('30 December 2025');
  });

  it('in German too', () => {
    expect(formatSince(at(10, 26), now, 'de-DE')).toBe('gestern');
    expect(formatSince(at(10, 24), now, 'de-DE')).toBe('Dienstag');
    expect(formatSince(at(10, 3), now, 'de-DE')).toBe('3. November');
  });
});
