// The page's first script, run just before the app's bundle: it paints the tab's last view (last-view.ts),
// starts the first list request (early-request.ts), asks for the page's own code (early-chunks.ts) and
// warms the number formatting the cards need while the bundle arrives.
import { filesAt, type PartFiles, partFilesMeta, pendingReturnTo } from './early-chunks';
import { earlyRequestFor } from './early-request';
import type { EarlyRequest } from './handoff';
import { buildOf, grantOf, lastViewFor, lastViewKey, paint } from './last-view';

declare const __TEAMBOARD_API_BASE__: string | null;

function start(): EarlyRequest | undefined {
  if (__TEAMBOARD_API_BASE__ === null) return undefined;
  const first = earlyRequestFor({
    location,
    apiBase: __TEAMBOARD_API_BASE__,
    session: sessionStorage,
    preferences: localStorage,
    now: Date.now(),
  });
  if (first === null) return undefined;
  const controller = new AbortController();
  const response = fetch(first.url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${first.token}` },
    signal: controller.signal,
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  });
  // A failure surfaces when the app takes the answer; unclaimed, it must not be an unhandled rejection.
  response.catch(() => undefined);
  return { href: first.url.href, token: first.token, controller, response };
}

function preloadPage(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${partFilesMeta}"]`);
  const files: PartFiles = JSON.parse(meta?.content ?? '{}');
  for (const href of filesAt(location, files, pendingReturnTo(sessionStorage))) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

function paintLastView(): void {
  const root = document.getElementById('root');
  const here = {
    href: location.href,
    grant: grantOf(sessionStorage.getItem('teamboard.session')),
    build: buildOf(document),
  };
  const view = lastViewFor(sessionStorage.getItem(lastViewKey), here, Date.now());
  if (view === null || !root?.querySelector(':scope > .boot')) return;
  paint(root, view);
  // The app's page replaces this one where it stands: it must not fade in as a new page does.
  new MutationObserver((_, observer) => {
    observer.disconnect();
    for (const animation of document.getAnimations())
      if ((animation as CSSAnimation).animationName === 'page-in') animation.finish();
  }).observe(root, { childList: true });
}

try {
  paintLastView();
} catch {
  // Storage blocked: the app draws the view itself.
}
try {
  globalThis.teamboardEarlyRequest = start();
} catch {
  // Storage blocked: the app makes its own request, as it would without this script.
}
try {
  preloadPage();
} catch {
  // Without the list of files the bundle asks for them itself, once it runs.
}
// The first Intl number format loads its locale data, a long pause if it falls in the first render.
setTimeout(() => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(1));
