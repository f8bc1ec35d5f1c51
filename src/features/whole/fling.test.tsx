import { describe, expect, it } from 'vitest';
import { nextMotion } from './fling';

describe('nextMotion', () => {
  const screen = 800;
  const moving = nextMotion(null, 0, 1000, true, screen);
  it('is fast past ten screens a second and calm again under five', () => {
    expect(moving.fast).toBe(false);
    // 160 px in 20 ms is ten screens a second: not past them yet.
    expect(nextMotion(moving, 160, 1020, true, screen).fast).toBe(false);
    const fast = nextMotion(moving, 170, 1020, true, screen);
    expect(fast.fast).toBe(true);
    // Six screens a second: fast until it is under five.
    const slower = nextMotion(fast, 270, 1040, true, screen);
    expect(slower.fast).toBe(true);
    expect(nextMotion(slower, 345, 1060, true, screen).fast).toBe(false);
    // Upwards alike.
    expect(nextMotion(fast, 40, 1040, true, screen).fast).toBe(true);
  });

  it('takes a move of half a screen or more at once for a jump, and times the rest', () => {
    const rested = nextMotion(null, 0, 0, true, screen);
    expect(nextMotion(rested, 400, 5000, true, screen).fast).toBe(true);
    // A wheel's steps that came as one move after the page was busy: slow over the time they took.
    expect(nextMotion(rested, 360, 400, true, screen).fast).toBe(false);
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
