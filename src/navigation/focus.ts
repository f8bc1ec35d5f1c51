import { type FocusEvent, type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

// A control that swaps out its own view loses the focus to <body>; it asks, in the navigation's state,
// for a named element of the next view to take it.

export type FocusTarget = string;

export function focusOn(target: FocusTarget): { focusOn: FocusTarget } {
  return { focusOn: target };
}

export function focusTargetOf(state: unknown): FocusTarget | null {
  if (typeof state !== 'object' || state === null || !('focusOn' in state)) return null;
  const { focusOn } = state as { focusOn: unknown };
  return typeof focusOn === 'string' ? focusOn : null;
}

export type Activation = { detail: number };

// A click from the keyboard has no click count.
export function fromKeyboard(activation: Activation): boolean {
  return activation.detail === 0;
}

export function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

// Only while the focus is lost, and only as the navigation happens: not on reload or Back and Forward.
export function useFocusOnArrival<E extends HTMLElement>(target: FocusTarget): RefObject<E | null> {
  return useFocusHandle<E>(target)[0];
}

// From a key press only: a mouse needs no place kept, and focus would scroll or open a phone's keyboard.
export function useFocusHandle<E extends HTMLElement>(
  arrival?: FocusTarget,
): [RefObject<E | null>, (activation: Activation) => void] {
  const element = useRef<E>(null);
  const { state } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    if (arrival === undefined || navigation === 'POP') return;
    if (focusTargetOf(state) === arrival && focusLost()) element.current?.focus();
  }, [state, arrival, navigation]);
  const handOn = useCallback((activation: Activation) => {
    if (fromKeyboard(activation)) element.current?.focus();
  }, []);
  return [element, handOn];
}

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

/**
 * Gives the focus to `fallback` when the element that had it inside the container goes away in an update;
 * the fallback is told where in the container that element was.
 */
export function useFocusKeptIn<E extends HTMLElement>(
  fallback: (container: E, place: readonly number[]) => HTMLElement | null,
) {
  const container = useRef<E>(null);
  const focusInside = useRef(false);
  const place = useRef<readonly number[]>([]);
  useLayoutEffect(() => {
    const current = container.current;
    if (!current || !focusInside.current) return;
    if (focusLost()) fallback(current, place.current)?.focus({ preventScroll: true });
    // A removal blurs with React's events off, so no onBlur says the focus went on elsewhere.
    focusInside.current = current.contains(document.activeElement);
  });
  return {
    ref: container,
    onFocus: (event: FocusEvent) => {
      focusInside.current = true;
      if (container.current && event.target instanceof Element)
        place.current = placeOf(container.current, event.target);
    },
    onBlur: (event: FocusEvent) => {
      focusInside.current = container.current?.contains(event.relatedTarget) === true;
    },
  };
}
