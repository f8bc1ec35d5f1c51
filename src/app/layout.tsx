import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { useMessages } from '../i18n/i18n';
import type { SomeList } from '../lists/registry';

export function Layout({
  lists,
  search = null,
  account,
  children,
}: {
  /** The kinds of list, each a place in the navigation. */
  lists: readonly SomeList[];
  search?: ReactNode;
  account: ReactNode;
  children: ReactNode;
}) {
  const m = useMessages();
  const navItems = [
    { to: paths.home, label: m.app.nav.home, end: true },
    ...lists.map((def) => ({ to: def.path, label: def.words(m).title, end: false })),
  ];
  return (
    <>
      <a className="skip-link" href="#main">
        {m.app.skipToContent}
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <NavLink to={paths.home} className="brand" aria-label={m.app.brandHome}>
            <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="9" />
              <path d="M10 10.5h12M16 10.5V22" />
            </svg>
            <span className="brand__name">{m.common.productName}</span>
          </NavLink>
          <nav aria-label={m.app.nav.label} className="app-nav">
            <ul>
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className="app-nav__link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="app-header__tools">
            {search}
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
