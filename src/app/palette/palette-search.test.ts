import { describe, expect, it } from 'vitest';
import { hasEveryWord, rankMatches } from './palette-search';

const names = [
  'Workshop: Synergistic holistic paradigm',
  'Meetup: Cross-platform mobile capacity',
  'Talk: Profound asymmetric paradigm shift',
  'Webinar: Synergistic regional workshop',
];

describe('rankMatches', () => {
  it('finds a name through a swapped, a missed and a wrong letter, in any case', () => {
    expect(rankMatches(names, 'synergsitic', 5)).toContain(0);
    expect(rankMatches(names, 'CROSS PLATFROM', 5)).toEqual([1]);
    expect(rankMatches(names, 'asymetric', 5)).toEqual([2]);
    expect(rankMatches(names, 'profoumd', 5)).toEqual([2]);
  });

  it('ranks the closer match first and takes words in any order', () => {
    expect(rankMatches(names, 'paradigm holistic', 5)).toEqual([0]);
    expect(rankMatches(names, 'workshop', 5)[0]).toBe(0);
  });

  it('gives nothing for an empty query or a name nobody has, and no more than asked', () => {
    expect(rankMatches(names, '  ', 5)).toEqual([]);
    expect(rankMatches(names, 'zebra', 5)).toEqual([]);
    expect(rankMatches(names, 'a', 2)).toHaveLength(2);
  });

  it('still answers on a list far past the ranking limit', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => `Event number ${i}`);
    many[7_777] = 'Keynote: Quantum gardening';
    expect(rankMatches(many, 'quantm', 3)).toEqual([7_777]);
    expect(rankMatches(many, 'event', 3)).toHaveLength(3);
  });
});

describe('hasEveryWord', () => {
  it('wants every word as written, in any order and case, and nothing for an empty query', () => {
    expect(hasEveryWord('Theme: Dark', 'dark')).toBe(true);
    expect(hasEveryWord('Load all events', 'events LOAD')).toBe(true);
    expect(hasEveryWord('Theme: Dark', 'drak')).toBe(false);
    expect(hasEveryWord('Theme: Dark', ' ')).toBe(false);
  });
});
