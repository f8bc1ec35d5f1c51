import { readStoredSession } from '../auth/stored-session';
// Types only: a value imported from src/early would become a chunk that the early script imports.
import type { Here, LastView } from '../early/last-view';
import { lastViewKey } from '../lib/kept-stores';
import { webStorage } from '../lib/web-storage';

// The tab's last view, kept as markup as the page goes, for the early script to paint on a reload
// (early/last-view.ts). Only while the person's lists are kept (app/kept-lists.ts).

/** As early/last-view.ts sets them back through the CSSOM (its test keeps and paints one). */
const styleAttribute = 'data-last-style';
// A page of 24 cards is about 50,000. A larger one (the home, 100 cards a page) is laid out twice, painted
// and then replaced, in tasks longer than its restore needs to draw its first screen (performance.md).
const maxChars = 150_000;

/** The build, by the files of its scripts: `buildOf` of early/last-view.ts, which the app cannot import. */
export const buildOf = (page: Document): string => Array.from(page.scripts, (script) => script.src).join(' ');

/**
 * The view to keep as the page goes, or null when there is none: the app has not drawn, or the page is
 * scrolled so far that a reload, which starts at the top, would show other rows.
 */
export function lastViewOf(root: Element, here: Here, scrolled: boolean, now: number): string | null {
  if (here.grant === null || scrolled || root.querySelector(':scope > .boot, :scope > [inert]')) return null;
  // Markup holds a control's default, not its state: the defaults of controls React drives become their state.
  for (const option of root.querySelectorAll('option')) option.toggleAttribute('selected', option.selected);
  for (const box of root.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]'))
    box.toggleAttribute('checked', box.checked);
  // Markup, not a copy of the tree: it is made while the next page waits. Text cannot hold a `<`, and an
  // attribute's value no `"`, so these find only attributes. An open dialog would show in the page's flow.
  const html = root.innerHTML
    .replace(/(<dialog\b[^<>]*?) open=""/g, '$1')
    .replace(/(<[a-z][^<>]*?) style="/g, `$1 ${styleAttribute}="`);
  if (html.length > maxChars) return null;
  const { theme } = root.ownerDocument.documentElement.dataset;
  return JSON.stringify({ ...here, html, at: now, theme } satisfies LastView);
}

/** Keeps the tab's view in its `sessionStorage` each time the page goes, while `keeping()` says so. */
export function keepLastView(keeping: () => boolean): void {
  addEventListener('pagehide', () => {
    const tab = webStorage('sessionStorage');
    const root = document.getElementById('root');
    if (!tab || !root) return;
    const here = {
      href: location.href,
      grant: readStoredSession(tab)?.grant ?? null,
      build: buildOf(document),
    };
    const view = keeping() ? lastViewOf(root, here, scrollY > innerHeight, Date.now()) : null;
    try {
      if (view) tab.setItem(lastViewKey, view);
      else tab.removeItem(lastViewKey);
    } catch {
      // Full storage: the next reload waits for the app, as it did before this.
    }
  });
}
