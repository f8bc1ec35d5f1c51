import {
  elementScroll,
  observeElementOffset,
  Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { describe, expect, it, vi } from 'vitest';
import {
  initialScrollRect,
  measureAfterLayout,
  observeRectAfterLayout,
  scrollAfterMount,
} from './virtual-layout';

function virtualizer(overrides: Partial<VirtualizerOptions<HTMLDivElement, Element>> = {}) {
  const element = document.createElement('div');
  return new Virtualizer<HTMLDivElement, Element>({
    count: 10,
    estimateSize: () => 100,
    getScrollElement: () => element,
    scrollToFn: elementScroll,
    observeElementRect: observeRectAfterLayout,
    observeElementOffset,
    ...overrides,
  });
}

function item(index: number): Element {
  const element = document.createElement('li');
  element.dataset.index = String(index);
  return element;
}

describe('initialScrollRect', () => {
  it('is as tall as the CSS makes the box: three quarters of the viewport, at most 60rem', () => {
    expect(initialScrollRect(800).height).toBe(600);
    expect(initialScrollRect(2000).height).toBe(960);
  });
});

describe('measureAfterLayout', () => {
  it('takes the size the ResizeObserver reports, rounded', () => {
    const entry = {
      borderBoxSize: [{ blockSize: 412.6, inlineSize: 300 }],
    } as unknown as ResizeObserverEntry;
    expect(measureAfterLayout(item(3), entry, virtualizer())).toBe(413);
  });

  it('without a report keeps the size so far, else the estimate, and reads nothing from the DOM', () => {
    const instance = virtualizer({ estimateSize: (index) => 100 + index });
    const element = item(2);
    const read = vi.spyOn(element, 'getBoundingClientRect');
    expect(measureAfterLayout(element, undefined, instance)).toBe(102);
    instance.itemSizeCache.set(2, 380);
    expect(measureAfterLayout(element, undefined, instance)).toBe(380);
    expect(read).not.toHaveBeenCalled();
  });
});

describe('scrollAfterMount', () => {
  it('skips only the mount’s scroll to the top, and scrolls for everything after it', () => {
    const instance = virtualizer();
    const element = instance.options.getScrollElement() as HTMLDivElement;
    instance.scrollElement = element;
    const scrollTo = vi.spyOn(element, 'scrollTo');
    const scroll = scrollAfterMount<HTMLDivElement>();
    scroll(0, {}, instance);
    expect(scrollTo).not.toHaveBeenCalled();
    scroll(240, {}, instance);
    scroll(0, {}, instance);
    expect(scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).top)).toEqual([240, 0]);
  });

  it('scrolls at mount when asked for somewhere other than the top', () => {
    const instance = virtualizer();
    const element = instance.options.getScrollElement() as HTMLDivElement;
    instance.scrollElement = element;
    const scrollTo = vi.spyOn(element, 'scrollTo');
    scrollAfterMount<HTMLDivElement>()(500, {}, instance);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
