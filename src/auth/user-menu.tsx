import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMessages } from '../i18n/i18n';
import { focusOn } from '../navigation/focus';
import { Avatar } from '../ui/avatar';
import { type AuthValue, useAuth } from './auth-provider';
import { safeReturnTo } from './return-to';
import './auth.css';

// Loaded when the menu first opens, so none of it weighs on the first page.
const AccountPanel = lazy(() => import('../ui/account-panel').then((m) => ({ default: m.AccountPanel })));

/** `settings`: the person's own choices (language, theme, density), rendered once the menu opens. */
export function UserMenu({ settings = null }: { settings?: ReactNode }) {
  const auth = useAuth();
  const m = useMessages().auth;
  const { pathname, search, hash } = useLocation();
  if (auth.status === 'signed-in') return <AccountMenu auth={auth} settings={settings} />;
  if (auth.status !== 'signed-out' || auth.promptOnPage) return null;
  return (
    <button
      type="button"
      className="button user-menu__sign-in"
      onClick={() => void auth.signIn(safeReturnTo(`${pathname}${search}${hash}`, window.location.origin))}
    >
      {m.signIn}
    </button>
  );
}

/** Signs out and keeps the address, where the sign-in prompt then takes the focus. */
export function useSignOut(): () => void {
  const auth = useAuth();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return () => {
    void auth.signOut();
    navigate({ pathname, search, hash }, { replace: true, state: focusOn('sign-in-heading') });
  };
}

function AccountMenu({ auth, settings }: { auth: AuthValue; settings: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const m = useMessages().auth;
  const personal = auth.mode === 'personal';
  const known = auth.user?.name ?? null;
  const name = personal ? m.personalToken : (known ?? m.signedIn);
  const signOut = useSignOut();

  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const closeOutside = (event: Event) => {
      if (!root?.contains(event.target as Node | null)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={personal ? null : (auth.user?.picture ?? null)} name={name} />
        <span className="user-menu__name">{name}</span>
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        {open ? (
          <Suspense fallback={null}>
            <AccountPanel personal={personal} known={known} settings={settings} onSignOut={signOut} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
