import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from './paths';
import { ThemeSelect } from './theme-select';

const navItems = [
  { to: paths.events, label: 'Events' },
  { to: paths.sessions, label: 'Sessions' },
] as const;

/** `account` is the signed-in person's menu, given by the app so the layout stays free of auth. */
export function Layout({ account, children }: { account: ReactNode; children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const lastFocused = useRef<Element | null>(null);
  const { key } = useLocation();
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      lastFocused.current = event.target instanceof Element ? event.target : null;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs after each navigation (`key`).
  useEffect(() => {
    // A navigation that took the focused link away with its page (an account badge opening the whole
    // list) leaves focus on <body>, and Tab would start again from the top: the content takes it.
    // Redirects at load, with nothing focused yet, leave the focus alone.
    const gone = lastFocused.current !== null && !lastFocused.current.isConnected;
    if (gone && document.activeElement === document.body) main.current?.focus({ preventScroll: true });
  }, [key]);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <NavLink to={paths.events} className="app-header__brand">
            Teamboard
          </NavLink>
          <nav aria-label="Main" className="app-nav">
            <ul>
              {navItems.map((item) => (
                // NavLink sets aria-current="page" on the active entry.
                <li key={item.to}>
                  <NavLink to={item.to} className="app-nav__link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="app-header__tools">
            <ThemeSelect />
            {account}
          </div>
        </div>
      </header>
      <main ref={main} id="main" tabIndex={-1} className="app-main">
        {children}
      </main>
    </>
  );
}
