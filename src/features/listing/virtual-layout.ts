import { elementScroll, type Rect, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import { type RefObject, startTransition, useEffect, useState } from 'react';

/** The whole list's scroll boxes are `min(75vh, 60rem)` tall (whole-list.css). */
const boxHeightRem = 60;
const boxHeightOfViewport = 0.75;
const remPx = 16;

/**
 * The scroll box's size before it is measured: its CSS height, so the first render already holds the
 * rows in view and the measurement that follows changes nothing.
 */
export function initialScrollRect(viewportHeight: number): Rect {
  return { width: 0, height: Math.min(boxHeightOfViewport * viewportHeight, boxHeightRem * remPx) };
}

/**
 * The scroll box's size from a ResizeObserver only. The library's own observer also reads it at once,
 * while React commits, which forces a layout of everything just rendered in the middle of that task;
 * the observer reports after the browser's own layout, before paint, when reading it costs nothing.
 */
export function observeRectAfterLayout<S extends HTMLElement>(
  instance: Virtualizer<S, Element>,
  onRect: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() =>
    onRect({ width: element.clientWidth, height: element.clientHeight }),
  );
  observer.observe(element);
  return () => observer.disconnect();
}

type ScrollTo<S extends HTMLElement> = VirtualizerOptions<S, Element>['scrollToFn'];

/**
 * The library's scrolling, except the first call: made as the box mounts, it asks a box just created to
 * scroll to the top, where it already is, and `scrollTo` would force a layout while React commits. One
 * per virtualiser.
 */
export function scrollAfterMount<S extends HTMLElement>(): ScrollTo<S> {
  let mounted = false;
  return (offset, options, instance) => {
    const mounting = !mounted;
    mounted = true;
    if (mounting && offset + (options.adjustments ?? 0) === 0) return;
    elementScroll(offset, options, instance);
  };
}

/**
 * An item's size as its ResizeObserver reports it. Without a report (the ref attaching, while React
 * commits) it keeps the size it has so far instead of reading the DOM, which would force a layout per
 * item; the observer's report follows before paint.
 */
export function measureAfterLayout<S extends HTMLElement>(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<S, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}

/**
 * What an element's content width makes of something (a column count, say), as a ResizeObserver reports
 * the width (no layout read of our own); null before the first report. Re-renders only when it changes,
 * at low priority: other columns re-deal every line of a grid, a big render that may yield.
 */
export function useFromWidth<T>(ref: RefObject<HTMLElement | null>, from: (width: number) => T): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = from(entry.contentRect.width);
      startTransition(() => setValue(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, from]);
  return value;
}
