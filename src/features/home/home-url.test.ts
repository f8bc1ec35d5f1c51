import { describe, expect, it } from 'vitest';
import { addDays, startOfDay } from '../../lib/dates';
import {
  correctedHomeSearch,
  type HomeFilters,
  hasHomeFilters,
  homeSearch,
  noHomeFilters,
  parseHomeUrl,
  todayIso,
  whenRange,
} from './home-url';

const parse = (query: string) => parseHomeUrl(new URLSearchParams(query));
// Noon, local time, so the day is the same in every zone the tests may run in.
const now = new Date(2026, 10, 24, 12, 0).getTime();

describe('parseHomeUrl', () => {
  it('reads nothing from an empty address', () => {
    expect(parse('')).toEqual(noHomeFilters);
    expect(hasHomeFilters(noHomeFilters)).toBe(false);
  });

  it('reads every filter', () => {
    expect(
      parse(
        'q=%20jazz%20&status=live&status=past&when=custom&from=2026-11-01&to=2026-11-30&price=free&partners=1&changed=1',
      ),
    ).toEqual({
      query: 'jazz',
      statuses: ['live', 'past'],
      when: 'custom',
      from: '2026-11-01',
      to: '2026-11-30',
      price: 'free',
      partners: true,
      changed: true,
    });
  });

  it('ignores values it does not know, repeats, and dates that are not dates', () => {
    expect(
      parse(
        'status=live&status=live&status=unscheduled&when=someday&price=cheap&partners=yes&from=2026-02-30&to=soon',
      ),
    ).toEqual({
      ...noHomeFilters,
      statuses: ['live'],
    });
  });
});

describe('homeSearch', () => {
  it('writes each filter once, leaving out what is not set', () => {
    expect(homeSearch(noHomeFilters)).toBe('');
    expect(homeSearch({ ...noHomeFilters, statuses: ['upcoming', 'canceled'], price: 'paid' })).toBe(
      '?status=upcoming&status=canceled&price=paid',
    );
  });

  it('writes the dates only for a custom range', () => {
    const range = { ...noHomeFilters, from: '2026-11-01', to: '2026-11-30' };
    expect(homeSearch({ ...range, when: 'week' })).toBe('?when=week');
    expect(homeSearch({ ...range, when: 'custom' })).toBe('?when=custom&from=2026-11-01&to=2026-11-30');
  });

  it('reads back what it writes', () => {
    const filters: HomeFilters = {
      query: 'a & b',
      statuses: ['past'],
      when: 'custom',
      from: '2026-01-02',
      to: null,
      price: 'free',
      partners: true,
      changed: true,
    };
    expect(homeSearch(filters)).toContain('&changed=1');
    expect(parse(homeSearch(filters).slice(1))).toEqual(filters);
    expect(hasHomeFilters(filters)).toBe(true);
  });
});

describe('whenRange', () => {
  const at = (when: HomeFilters['when'], from: string | null = null, to: string | null = null) =>
    whenRange({ ...noHomeFilters, when, from, to }, now);
  const today = startOfDay(now);

  it('spans whole days from the start of today', () => {
    expect(at(null)).toBeNull();
    expect(at('today')).toEqual([today, addDays(today, 1)]);
    expect(at('week')).toEqual([today, addDays(today, 7)]);
    expect(at('30d')).toEqual([today, addDays(today, 30)]);
  });

  it('takes both ends of a custom range, and leaves an end open when it is not given', () => {
    expect(at('custom', '2026-11-01', '2026-11-02')).toEqual([
      new Date(2026, 10, 1).getTime(),
      new Date(2026, 10, 3).getTime(),
    ]);
    expect(at('custom', null, null)).toEqual([Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]);
    expect(at('custom', '2026-11-01', null)?.[1]).toBe(Number.POSITIVE_INFINITY);
  });

  it('writes today as the date inputs want it', () => {
    expect(todayIso(now)).toBe('2026-11-24');
  });
});

describe('correctedHomeSearch', () => {
  it('rewrites the former status=completed to past, keeping the other filters', () => {
    expect(correctedHomeSearch('?status=completed&price=free')).toBe('?status=past&price=free');
    expect(correctedHomeSearch('?status=past&status=completed')).toBe('?status=past');
  });

  it('leaves an address with today’s words alone', () => {
    expect(correctedHomeSearch('?status=past&when=week')).toBeNull();
    expect(correctedHomeSearch('')).toBeNull();
  });
});
