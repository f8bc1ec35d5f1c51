import { type RefObject, startTransition, useEffect, useLayoutEffect, useState } from 'react';

const minCardWidth = 272;
export const gridGap = 16;

/** How many cards fit side by side, as the CSS grid of the paged view would lay them out. */
export function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + gridGap) / (minCardWidth + gridGap)));
}

/** The items of one line of cards. */
export function lineOf<T>(items: readonly T[], line: number, columns: number): T[] {
  return items.slice(line * columns, (line + 1) * columns);
}

function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
}

/**
 * What an element's content width makes of something (a column count, say): read once as it mounts,
 * before the first paint, so the first frame is already right; then as a ResizeObserver reports it,
 * re-rendering only on a change and at low priority: other columns re-deal every line of a grid.
 */
export function useFromWidth<T>(ref: RefObject<HTMLElement | null>, from: (width: number) => T): T | null {
  const [value, setValue] = useState<T | null>(null);
  useLayoutEffect(() => {
    const width = ref.current ? contentWidth(ref.current) : 0;
    if (width > 0) setValue(from(width));
  }, [ref, from]);
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

/**
 * Where a window-scrolled list starts in the document, which the virtualiser needs to know what is in
 * view. Measured when it mounts and whenever the page's height changes (a notice above it coming or
 * going), never while scrolling, which moves nothing.
 */
export function useScrollMargin(ref: RefObject<HTMLElement | null>): number {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return margin;
}
