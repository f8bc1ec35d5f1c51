import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { ThemeSelect } from './theme-select';

const navItems = [
  { to: paths.events, label: 'Events' },
  { to: paths.sessions, label: 'Sessions' },
] as const;

/** `account` is the signed-in person's menu, given by the app so the layout stays free of auth. */
export function Layout({ account, children }: { account: ReactNode; children: ReactNode }) {
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
      <main id="main" tabIndex={-1} className="app-main">
        {children}
      </main>
    </>
  );
}
