import { type ReactNode, useEffect, useId, useRef } from 'react';

type Props = {
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (the focus trap) and
 * turns Escape into a `cancel` event; focus goes back to where it was when the dialog closes.
 */
export function Dialog({ title, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const focused = document.activeElement;
    const opener = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // Browsers focus the first control on showModal(); this covers those that do not.
    if (!dialog.contains(document.activeElement)) closeRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Opened from a link or a reload, nothing opened it here: the page's content takes the focus, so
      // Tab goes on from there instead of from the top.
      const back = opener?.isConnected ? opener : document.querySelector<HTMLElement>('main[tabindex]');
      back?.focus({ preventScroll: back !== opener });
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={(event) => {
        // Environments without native cancel handling still close on Escape.
        if (event.key === 'Escape') {
          event.preventDefault();
          onCloseRef.current();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="button button--quiet"
            onClick={() => onCloseRef.current()}
          >
            Close
          </button>
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
