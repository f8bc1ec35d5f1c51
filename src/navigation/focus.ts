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

/**
 * `fallback` gets the element that had the focus, gone or moved: where it was can say where the focus goes.
 * `onInside` hears when the focus comes into the container or leaves it, for a view that renders by it.
 */
export function useFocusKeptIn<E extends HTMLElement>(
  fallback: (container: E, lost: Element | null) => HTMLElement | null,
  onInside?: (inside: boolean) => void,
) {
  const container = useRef<E>(null);
  const focusInside = useRef(false);
  const focused = useRef<Element | null>(null);
  const setInside = (inside: boolean) => {
    if (inside !== focusInside.current) onInside?.(inside);
    focusInside.current = inside;
  };
  useLayoutEffect(() => {
    const current = container.current;
    if (!current || !focusInside.current) return;
    if (focusLost()) fallback(current, focused.current)?.focus({ preventScroll: true });
    // A removal blurs with React's events off, so no onBlur says the focus went on elsewhere.
    setInside(current.contains(document.activeElement));
  });
  return {
    ref: container,
    onFocus: (event: FocusEvent) => {
      focused.current = event.target;
      setInside(true);
    },
    onBlur: (event: FocusEvent) => setInside(container.current?.contains(event.relatedTarget) === true),
  };
}
