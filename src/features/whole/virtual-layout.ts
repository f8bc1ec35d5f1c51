import { type RefObject, startTransition, useEffect, useLayoutEffect, useState } from 'react';

const minCardWidth = 272;
export const gridGap = 16;

// As the CSS grid lays cards out (cards.css: 17rem columns, 1rem gap).
export function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + gridGap) / (minCardWidth + gridGap)));
}

/** The indexes a virtualiser renders, with one more that must stay rendered wherever the list is scrolled. */
export function withIndex(indexes: number[], kept: number): number[] {
  if (kept < 0 || indexes.includes(kept)) return indexes;
  return [...indexes, kept].sort((a, b) => a - b);
}

export function lineOf<T>(items: readonly T[], line: number, columns: number): T[] {
  return items.slice(line * columns, (line + 1) * columns);
}

function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
}

// Read before the first paint, then on resize at low priority: other columns re-deal every line.
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

// Measured on mount and when the page's height changes, never while scrolling, which moves nothing.
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
