import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTickDelay, useClock, useListClock } from './clock';

const start = Date.UTC(2026, 10, 23, 9, 0, 0);

function withFakeClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

describe('nextTickDelay', () => {
  const now = Date.UTC(2026, 10, 23, 9, 0, 20);

  it('waits for the next minute when nothing changes sooner', () => {
    expect(nextTickDelay(now, null)).toBe(40_000);
    expect(nextTickDelay(now, now + 3_600_000)).toBe(40_000);
  });

  it('wakes at the next status change when it comes first', () => {
    expect(nextTickDelay(now, now + 1_500)).toBe(1_500);
    expect(nextTickDelay(now, now - 10)).toBe(0);
  });
});

describe('useClock', () => {
  withFakeClock();

  function Clock({ changeAt }: { changeAt: number | null }) {
    const now = useClock(() => changeAt);
    return <output aria-label="now">{now - start}</output>;
  }
  const shown = () => Number(screen.getByRole('status', { name: 'now' }).textContent);

  it('ticks at the next change, not before, with one timer', () => {
    render(<Clock changeAt={start + 10_000} />);
    expect(shown()).toBe(0);
    act(() => vi.advanceTimersByTime(9_000));
    expect(shown()).toBe(0);
    act(() => vi.advanceTimersByTime(1_100));
    expect(shown()).toBeGreaterThanOrEqual(10_000);
  });

  it('ticks on the minute when nothing changes sooner', () => {
    render(<Clock changeAt={null} />);
    act(() => vi.advanceTimersByTime(59_000));
    expect(shown()).toBe(0);
    act(() => vi.advanceTimersByTime(1_100));
    expect(shown()).toBeGreaterThanOrEqual(60_000);
  });

  it('catches up when the tab becomes visible again', () => {
    render(<Clock changeAt={null} />);
    vi.setSystemTime(start + 30_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(shown()).toBe(30_000);
  });
});

describe('useListClock', () => {
  withFakeClock();

  const items = [start + 60_000];
  function ListClock({ list, label }: { list: readonly number[] | undefined; label: string }) {
    const now = useListClock(list, nextChange);
    return <output aria-label={label}>{now - start}</output>;
  }
  const nextChange = vi.fn((list: readonly number[], at: number) => list.find((x) => x > at) ?? null);

  it('works out the next change once per list and tick, however often the page renders', () => {
    nextChange.mockClear();
    const { rerender } = render(<ListClock list={items} label="a" />);
    for (const label of ['b', 'c', 'd']) rerender(<ListClock list={items} label={label} />);
    expect(nextChange).toHaveBeenCalledTimes(1);
    rerender(<ListClock list={[...items]} label="e" />);
    expect(nextChange).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(60_010));
    expect(nextChange).toHaveBeenCalledTimes(3);
    expect(Number(screen.getByRole('status', { name: 'e' }).textContent)).toBe(60_005);
  });

  it('asks nothing of a list not there yet', () => {
    nextChange.mockClear();
    render(<ListClock list={undefined} label="none" />);
    expect(nextChange).not.toHaveBeenCalled();
  });
});
