import { describe, expect, it } from 'vitest';
import { droppedFrames } from './scroll';

describe('droppedFrames', () => {
  it('counts no frame dropped at 60 Hz', () => {
    expect(droppedFrames([16.7, 16.6, 16.8])).toBe(0);
  });

  it('counts a gap of n frame times as n - 1 dropped frames', () => {
    expect(droppedFrames([16.7, 50, 16.7, 100])).toBe(2 + 5);
  });
});
