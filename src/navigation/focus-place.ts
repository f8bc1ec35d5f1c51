import { type FocusEvent, useRef } from 'react';
import { useFocusKeptIn } from './focus';

// Apart from focus.ts, which the first bundle holds: only views loaded later need it.

/** Where an element sits in a container: its index among its siblings at each level down to it. */
export function placeOf(container: Element, element: Element): number[] {
  const place: number[] = [];
  for (let node = element; node !== container && node.parentElement; node = node.parentElement)
    place.unshift([...node.parentElement.children].indexOf(node));
  return place;
}

const focusable = 'a[href], button:not(:disabled), input:not(:disabled), select, textarea, [tabindex="0"]';

/**
 * What is now at a place that lost its element: the same path, each index held to what is there, down to
 * the deepest element that is or holds something to focus.
 */
export function atPlace(container: Element, place: readonly number[]): HTMLElement | null {
  const path: Element[] = [container];
  for (const index of place) {
    const children = path[path.length - 1]?.children;
    const child = children?.[Math.min(index, children.length - 1)];
    if (!child) break;
    path.push(child);
  }
  for (const node of path.reverse()) {
    const found = node.matches(focusable) ? node : node.querySelector(focusable);
    if (found instanceof HTMLElement) return found;
  }
  return null;
}

/** Keeps the focus in a container at the place of an element that an update took away. */
export function useFocusKeptInPlace<E extends HTMLElement>() {
  const place = useRef<readonly number[]>([]);
  const keep = useFocusKeptIn<E>((container) => atPlace(container, place.current));
  return {
    ...keep,
    onFocus: (event: FocusEvent) => {
      keep.onFocus(event);
      if (keep.ref.current && event.target instanceof Element)
        place.current = placeOf(keep.ref.current, event.target);
    },
  };
}
