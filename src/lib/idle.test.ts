import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A requestIdleCallback the test hands idle periods through. */
function fakeIdle() {
  const waiting = new Map<number, (deadline: IdleDeadline) => void>();
  const timeouts: (number | undefined)[] = [];
  let next = 0;
  vi.stubGlobal(
    'requestIdleCallback',
    (callback: (deadline: IdleDeadline) => void, options?: IdleRequestOptions) => {
      next += 1;
      waiting.set(next, callback);
      timeouts.push(options?.timeout);
      return next;
    },
  );
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  return {
    idle(remainingMs: number, didTimeout = false) {
      const callbacks = [...waiting.values()];
      waiting.clear();
      for (const callback of callbacks) callback({ didTimeout, timeRemaining: () => remainingMs });
    },
    get pending() {
      return waiting.size;
    },
    timeouts,
  };
}

describe('whenIdle', () => {
  it('waits for an idle period with time to spare, or for the deadline', () => {
    const idle = fakeIdle();
    const work = vi.fn();
    whenIdle(work);
    idle.idle(1);
    expect(work).not.toHaveBeenCalled();
    expect(idle.pending).toBe(1);
    idle.idle(12);
    expect(work).toHaveBeenCalledTimes(1);
    whenIdle(work);
    idle.idle(0, true);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('keeps its first deadline through a busy page’s short idle moments', () => {
    const idle = fakeIdle();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const work = vi.fn();
    whenIdle(work);
    now = 400;
    idle.idle(1);
    now = 900;
    idle.idle(1);
    expect(idle.timeouts).toEqual([1000, 600, 100]);
    expect(work).not.toHaveBeenCalled();
    now = 1000;
    idle.idle(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, also after waiting for a longer idle period', () => {
    const idle = fakeIdle();
    const work = vi.fn();
    const cancel = whenIdle(work);
    idle.idle(1);
    cancel();
    idle.idle(12);
    expect(work).not.toHaveBeenCalled();
    expect(idle.pending).toBe(0);
  });

  it('runs in the next task where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
