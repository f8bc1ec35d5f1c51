import { type FocusEvent, type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

// A control that swaps the view it sits in (Load all, Back to pages, a card's account badge, signing in
// or out with a personal token) is gone once the next view renders, and the focus with it: left on
// <body>, the keyboard starts again from the top and a screen reader says nothing. Such a control asks,
// in the navigation's state, for a named element of the next view to take the focus.

/** The name a view gives the element that takes the focus when a navigation asks for it. */
export type FocusTarget = string;

/** Navigation state asking the next view to focus `target`. */
export function focusOn(target: FocusTarget): { focusOn: FocusTarget } {
  return { focusOn: target };
}

export function focusTargetOf(state: unknown): FocusTarget | null {
  if (typeof state !== 'object' || state === null || !('focusOn' in state)) return null;
  const { focusOn } = state as { focusOn: unknown };
  return typeof focusOn === 'string' ? focusOn : null;
}

/** The click that used a control: enough of it to tell whether it came from the keyboard. */
export type Activation = { detail: number };

/** True for a click that came from the keyboard (Enter or Space on a button), which has no click count. */
export function fromKeyboard(activation: Activation): boolean {
  return activation.detail === 0;
}

/** True when nothing has the focus: the element that had it was removed with the view it was in. */
export function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * A ref for the element that takes the focus when the navigation asked for `target`, and only while the
 * focus is lost: never from where the person has put it meanwhile. Only as the navigation happens: not
 * again on a reload, or on Back and Forward to that entry, which find the request in the history.
 */
export function useFocusOnArrival<E extends HTMLElement>(target: FocusTarget): RefObject<E | null> {
  return useFocusHandle<E>(target)[0];
}

/**
 * A ref, and a call that hands that element the focus from a control that goes away when used (Reload
 * all, Clear filters): from a key press only, since a mouse or a finger needs no place kept, and the
 * focus would scroll the page or open a phone's keyboard. With `arrival`, the element also takes the
 * focus as useFocusOnArrival says.
 */
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
 * Props for a container whose focused control may turn off or go away in place (a pager step at the
 * last page, a banner's button once the banner empties): when that leaves the focus on <body>, the
 * element `fallback` picks from the container takes it.
 */
export function useFocusKeptIn<E extends HTMLElement>(fallback: (container: E) => HTMLElement | null) {
  const container = useRef<E>(null);
  const focusInside = useRef(false);
  useLayoutEffect(() => {
    const current = container.current;
    if (current && focusInside.current && focusLost()) fallback(current)?.focus({ preventScroll: true });
  });
  return {
    ref: container,
    onFocus: () => {
      focusInside.current = true;
    },
    onBlur: (event: FocusEvent) => {
      focusInside.current = container.current?.contains(event.relatedTarget) === true;
    },
  };
}
