import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('joins the largest whole units', () => {
    expect(formatDuration(5400, 'en')).toBe('1 hr 30 min');
    expect(formatDuration(3600, 'en')).toBe('1 hr');
    expect(formatDuration(2 * 86_400 + 3 * 3600, 'en')).toBe('2 days 3 hr');
    expect(formatDuration(90, 'en')).toBe('1 min');
  });
  it('shows seconds only below a minute, and never a negative', () => {
    expect(formatDuration(45, 'en')).toBe('45 sec');
    expect(formatDuration(0, 'en')).toBe('0 sec');
    expect(formatDuration(-30, 'en')).toBe('0 sec');
  });
  it('leaves a duration the API left out as nothing, and zero as zero', () => {
    expect(formatDuration(null, 'en')).toBeNull();
    expect(formatDuration(0 as number | null, 'en')).toBe('0 sec');
  });
  it('follows the locale', () => {
    expect(formatDuration(5400, 'de')).toBe('1 Std. 30 Min.');
  });
});
