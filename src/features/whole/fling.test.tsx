import { describe, expect, it } from 'vitest';
import { nextMotion } from './fling';

describe('nextMotion', () => {
  const screen = 800;
  const moving = nextMotion(null, 0, 1000, true, screen);
  it('is fast past ten screens a second and calm again under five', () => {
    expect(moving.fast).toBe(false);
    // 8,000 px a second is ten screens: not past them yet.
    expect(nextMotion(moving, 400, 1050, true, screen).fast).toBe(false);
    const fast = nextMotion(moving, 420, 1050, true, screen);
    expect(fast.fast).toBe(true);
    // Six screens a second: fast until it is under five.
    const slower = nextMotion(fast, 660, 1100, true, screen);
    expect(slower.fast).toBe(true);
    expect(nextMotion(slower, 850, 1150, true, screen).fast).toBe(false);
    // Upwards alike.
    expect(nextMotion(fast, 100, 1100, true, screen).fast).toBe(true);
  });

  it('counts a move after a rest as made in one pause: a jump of a screen is fast, a wheel step is not', () => {
    const rested = nextMotion(null, 0, 0, true, screen);
    expect(nextMotion(rested, 600, 5000, true, screen).fast).toBe(true);
    expect(nextMotion(rested, 100, 5000, true, screen).fast).toBe(false);
  });

  it('is calm when the scroll stops', () => {
    const fast = nextMotion(moving, 600, 1016, true, screen);
    expect(fast.fast).toBe(true);
    expect(nextMotion(fast, 600, 1200, false, screen).fast).toBe(false);
  });

  it('keeps the last motion for a notice that moved nothing or came in the same moment', () => {
    const fast = nextMotion(moving, 600, 1016, true, screen);
    expect(nextMotion(fast, 600, 1030, true, screen)).toBe(fast);
    expect(nextMotion(fast, 900, 1016, true, screen)).toBe(fast);
  });
});
