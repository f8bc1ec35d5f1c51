// The tab's last view, painted by the early script on a reload before the app's code has run, from the
// markup the app kept in the tab's storage as the page went (app/last-view.ts). The app's first render
// replaces it whole (docs/decisions.md, "A reload paints the tab's last view").

/** The `sessionStorage` key (lib/kept-stores.ts names it for the app). */
export const lastViewKey = 'teamboard.last-view';
// Past this, times and statuses drawn in the markup ("Live", "Updated 2 min ago") would say what is no longer so.
const maxAgeMs = 10 * 60_000;

/** Whose and which view: the address, the tab's sign-in, and the build whose markup it is. */
export type Here = { href: string; grant: string | null; build: string };
/** `theme`: the page's chosen theme (app/theme.ts), drawn with the markup before the app applies it. */
export type LastView = Here & { html: string; at: number; theme?: string };
/** Inline styles go back through the CSSOM: a policy without `'unsafe-inline'` refuses them as markup. */
const styleAttribute = 'data-last-style';

/** The build, by the files of its scripts (hashed names). */
export const buildOf = (page: Document): string => Array.from(page.scripts, (script) => script.src).join(' ');

/** The sign-in of the tab's stored session (auth/stored-session.ts), or null when nobody is in. */
export function grantOf(storedSession: string | null): string | null {
  try {
    const grant: unknown = JSON.parse(storedSession ?? 'null')?.grant;
    return typeof grant === 'string' ? grant : null;
  } catch {
    return null;
  }
}

/** The view to paint here, or null unless it was kept here, by this sign-in and build, and lately. */
export function lastViewFor(raw: string | null, here: Here, now: number): LastView | null {
  try {
    const view: Partial<LastView> = JSON.parse(raw ?? 'null') ?? {};
    const fresh = typeof view.at === 'number' && view.at <= now && now - view.at < maxAgeMs;
    const same =
      here.grant !== null && (['href', 'grant', 'build'] as const).every((k) => view[k] === here[k]);
    return fresh && same && typeof view.html === 'string' ? (view as LastView) : null;
  } catch {
    return null;
  }
}

/** Puts the view in `root`, its inline styles through the CSSOM, in its theme, and makes it inert. */
export function paint(root: Element, { html, theme }: LastView): void {
  // A frame may come before the bundle applies the chosen theme: the view must not flash in the other.
  if (typeof theme === 'string') root.ownerDocument.documentElement.dataset.theme = theme;
  root.innerHTML = html;
  for (const styled of root.querySelectorAll<HTMLElement>(`[${styleAttribute}]`))
    styled.style.cssText = styled.getAttribute(styleAttribute) ?? '';
  // Nothing in it works or is read out until the app's own render replaces it.
  for (const part of root.children) {
    (part as HTMLElement).inert = true;
    part.setAttribute('aria-hidden', 'true');
  }
}
