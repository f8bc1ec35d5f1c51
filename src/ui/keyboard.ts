// Guards for page-wide shortcuts: a key meant for a field or an open dialog is never taken from it.

export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, select, textarea, [role="textbox"]') !== null;
}

export function isInDialog(target: EventTarget | null): boolean {
  return (
    (target instanceof Element && target.closest('dialog') !== null) ||
    document.querySelector('dialog[open]') !== null
  );
}
