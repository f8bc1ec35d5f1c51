import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../auth/auth-provider';
import { useMessages } from '../../i18n/i18n';
import { Icon } from '../../ui/icons';
import { paletteChunk } from '../chunks';
import { lazyPage } from '../lazy-page';
import type { PaletteClose } from './command-palette';

const CommandPalette = lazyPage(paletteChunk, (module) => module.CommandPalette, null);

function isPaletteKey(event: KeyboardEvent): boolean {
  return (
    (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

/** The header's search button and ⌘K / Ctrl K: the palette's code loads on first use. */
export function PaletteLauncher() {
  const m = useMessages();
  const signedIn = useAuth().status === 'signed-in';
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  const opener = useRef<HTMLElement | null>(null);
  const focusAfter = useRef<PaletteClose['to'] | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    const toggle = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      setOpen((wasOpen) => {
        if (!wasOpen) opener.current = document.activeElement as HTMLElement | null;
        else focusAfter.current = 'opener';
        return !wasOpen;
      });
    };
    document.addEventListener('keydown', toggle);
    return () => document.removeEventListener('keydown', toggle);
  }, [signedIn]);

  useEffect(() => {
    if (open || focusAfter.current === null) return;
    const target = focusAfter.current === 'main' ? document.getElementById('main') : opener.current;
    focusAfter.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  }, [open]);

  if (!signedIn) return null;

  function close({ to, said: words }: PaletteClose) {
    focusAfter.current = to;
    setSaid(words ?? '');
    setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        className="button button--quiet palette-button"
        aria-keyshortcuts="Control+K Meta+K"
        aria-label={m.app.search}
        onPointerEnter={() => void paletteChunk()}
        onFocus={() => void paletteChunk()}
        onClick={(event) => {
          opener.current = event.currentTarget;
          setSaid('');
          setOpen(true);
        }}
      >
        <Icon name="search" />
        <span className="palette-button__text">{m.app.search}</span>
        <kbd className="palette-button__keys">{navigator.platform.startsWith('Mac') ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      <span role="status" className="visually-hidden">
        {said}
      </span>
      {open ? <CommandPalette onClose={close} /> : null}
    </>
  );
}
