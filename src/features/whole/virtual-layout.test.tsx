import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnsFor, lineOf, useFromWidth, useScrollMargin, withIndex } from './virtual-layout';

afterEach(() => vi.unstubAllGlobals());

describe('columnsFor', () => {
  it('fits as many 272 px cards with 16 px gaps as the width holds, at least one', () => {
    expect(columnsFor(0)).toBe(1);
    expect(columnsFor(200)).toBe(1);
    expect(columnsFor(271)).toBe(1);
    expect(columnsFor(559)).toBe(1);
    expect(columnsFor(560)).toBe(2);
    expect(columnsFor(1136)).toBe(4);
    expect(columnsFor(1135)).toBe(3);
  });
});

describe('withIndex', () => {
  it('adds the kept index in order, once, and nothing for none', () => {
    expect(withIndex([10, 11, 12], 3)).toEqual([3, 10, 11, 12]);
    expect(withIndex([10, 11, 12], 11)).toEqual([10, 11, 12]);
    expect(withIndex([10, 11, 12], 9999)).toEqual([10, 11, 12, 9999]);
    expect(withIndex([], -1)).toEqual([]);
  });
});

describe('lineOf', () => {
  it('deals the items into lines of `columns`, the last one short', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(lineOf(items, 0, 2)).toEqual(['a', 'b']);
    expect(lineOf(items, 2, 2)).toEqual(['e']);
    expect(lineOf(items, 3, 2)).toEqual([]);
  });
});

/** A ResizeObserver the test reports widths through, as the browser would after layout. */
function fakeResizeObserver() {
  const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
  class FakeResizeObserver {
    readonly entry: { callback: ResizeObserverCallback; targets: Element[] };
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return {
    report(width: number) {
      for (const { callback, targets } of observers)
        for (const target of targets)
          callback(
            [{ target, contentRect: { width } } as unknown as ResizeObserverEntry],
            {} as ResizeObserver,
          );
    },
    observed: () => observers.flatMap((observer) => observer.targets),
  };
}

function Columns() {
  const ref = useRef<HTMLDivElement>(null);
  const columns = useFromWidth(ref, columnsFor);
  return (
    <div ref={ref}>
      <output aria-label="columns">{columns === null ? 'unknown' : columns}</output>
    </div>
  );
}

describe('useFromWidth', () => {
  it('is unknown until the element’s width is reported, then follows it', async () => {
    const resize = fakeResizeObserver();
    const { unmount } = render(<Columns />);
    const shown = () => screen.getByRole('status', { name: 'columns' }).textContent;
    expect(shown()).toBe('unknown');
    await act(async () => resize.report(1200));
    expect(shown()).toBe('4');
    await act(async () => resize.report(600));
    expect(shown()).toBe('2');
    unmount();
    expect(resize.observed()).toEqual([]);
  });
});

function Margin() {
  const ref = useRef<HTMLDivElement>(null);
  const margin = useScrollMargin(ref);
  return (
    <div ref={ref} data-testid="list">
      <output aria-label="margin">{margin}</output>
    </div>
  );
}

describe('useScrollMargin', () => {
  it('is where the list starts in the document, measured again when the page’s height changes', async () => {
    const resize = fakeResizeObserver();
    let top = 240.4;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
    render(<Margin />);
    const shown = () => screen.getByRole('status', { name: 'margin' }).textContent;
    expect(shown()).toBe('240');
    // A notice above the list came: the body grew and the list moved down.
    top = 320;
    await act(async () => resize.report(1024));
    expect(shown()).toBe('320');
    expect(resize.observed()).toEqual([document.body]);
    vi.restoreAllMocks();
  });
});
