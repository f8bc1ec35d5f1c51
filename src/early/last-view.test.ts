import { describe, expect, it } from 'vitest';
import { buildOf as appBuildOf, lastViewOf } from '../app/last-view';
import { SESSION_KEY, type StoredSession, writeStoredSession } from '../auth/stored-session';
import { lastViewKey as appLastViewKey } from '../lib/kept-stores';
import { memoryStorage } from '../lib/web-storage';
import { buildOf, grantOf, lastViewKey, paint, lastViewFor as viewFor } from './last-view';

const lastViewFor = (...args: Parameters<typeof viewFor>) => viewFor(...args)?.html ?? null;

const here = { href: 'https://teamboard.example/events?page=2', grant: 'g1', build: '/assets/index-a.js' };
const now = Date.UTC(2026, 10, 29, 9, 12);
const minute = 60_000;
const cards =
  '<header class="app-header">Teamboard</header><main><ul class="card-grid"><li>Harbour Run</li></ul></main>';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('the last view, painted where it was kept', () => {
  it('within ten minutes, at the same address, by the same sign-in and build', () => {
    const kept = lastViewOf(page(cards), here, false, now);
    expect(lastViewFor(kept, here, now + 9 * minute)).toBe(cards);
    expect(lastViewFor(kept, here, now + 10 * minute)).toBeNull();
    // A clock set back since: the time it was kept cannot be trusted.
    expect(lastViewFor(kept, here, now - minute)).toBeNull();
  });

  it('not at another address, for another sign-in, by another build, or for nobody', () => {
    const kept = lastViewOf(page(cards), here, false, now);
    expect(lastViewFor(kept, { ...here, href: 'https://teamboard.example/events' }, now)).toBeNull();
    expect(lastViewFor(kept, { ...here, grant: 'g2' }, now)).toBeNull();
    expect(lastViewFor(kept, { ...here, build: '/assets/index-b.js' }, now)).toBeNull();
    expect(lastViewFor(kept, { ...here, grant: null }, now)).toBeNull();
  });

  it('not from a missing or damaged record', () => {
    for (const raw of [null, '', 'not json', '[]', '42', JSON.stringify({ ...here, at: now })])
      expect(lastViewFor(raw, here, now)).toBeNull();
  });

  it('inert, with its inline styles set through the CSSOM rather than as markup', () => {
    const kept = lastViewOf(
      page(`${cards}<div class="bar"><span style="inline-size: 40%;"></span></div>`),
      here,
      false,
      now,
    );
    const view = viewFor(kept, here, now);
    expect(view?.html).not.toContain(' style=');
    const root = document.createElement('div');
    if (view) paint(root, view);
    expect((root.querySelector('.bar span') as HTMLElement).style.inlineSize).toBe('40%');
    expect(Array.from(root.children, (part) => (part as HTMLElement).inert)).toEqual([true, true, true]);
    expect(root.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(3);
  });
});

describe('the last view, kept as the page goes', () => {
  it('keeps the theme the person chose, and paints the view in it', () => {
    document.documentElement.dataset.theme = 'dark';
    const kept = lastViewOf(page(cards), here, false, now);
    delete document.documentElement.dataset.theme;
    const view = viewFor(kept, here, now);
    if (view) paint(document.createElement('div'), view);
    expect(document.documentElement.dataset.theme).toBe('dark');
    delete document.documentElement.dataset.theme;
  });

  it('keeps nothing before the app has drawn, over a view still painted, scrolled away, or for nobody', () => {
    expect(lastViewOf(page('<div class="boot"></div>'), here, false, now)).toBeNull();
    expect(lastViewOf(page('<div inert="">Harbour Run</div>'), here, false, now)).toBeNull();
    expect(lastViewOf(page(cards), here, true, now)).toBeNull();
    expect(lastViewOf(page(cards), { ...here, grant: null }, false, now)).toBeNull();
  });

  it('keeps the choices in its controls as they stand', () => {
    const root = page(
      `${cards}<select><option>12</option><option>24</option></select><input type="checkbox">`,
    );
    (root.querySelector('select') as HTMLSelectElement).value = '24';
    (root.querySelector('input') as HTMLInputElement).checked = true;
    const painted = page(lastViewFor(lastViewOf(root, here, false, now), here, now) ?? '');
    expect((painted.querySelector('select') as HTMLSelectElement).value).toBe('24');
    expect((painted.querySelector('input') as HTMLInputElement).checked).toBe(true);
  });

  it('keeps a dialog left open closed, a name that reads like markup as text, and nothing too large', () => {
    const named = `${cards}<p>Talk: a style="b" of &lt;dialog open=""&gt;</p>`;
    const open = lastViewOf(
      page(`${named}<dialog class="palette" open="">Search</dialog>`),
      here,
      false,
      now,
    );
    expect(lastViewFor(open, here, now)).toBe(`${named}<dialog class="palette">Search</dialog>`);
    expect(lastViewOf(page(`<p>${'Harbour Run '.repeat(12_500)}</p>`), here, false, now)).toBeNull();
  });
});

describe('what the early script shares with the app', () => {
  it('finds the sign-in of the session the app keeps in the tab', () => {
    const tab = memoryStorage();
    const session: StoredSession = {
      mode: 'oauth',
      accessToken: 'access',
      refreshToken: null,
      expiresAt: null,
      refreshAt: null,
      grant: 'grant-1',
      source: null,
      user: { id: 'issuer sub', name: null, picture: null },
    };
    writeStoredSession(tab, session);
    expect(grantOf(tab.getItem(SESSION_KEY))).toBe('grant-1');
    expect(grantOf(null)).toBeNull();
    expect(grantOf('{"grant":7}')).toBeNull();
    expect(grantOf('{')).toBeNull();
  });

  it('names the build and the key as the app does', () => {
    const script = document.createElement('script');
    // Not run here: only its address counts.
    script.type = 'text/plain';
    script.src = '/assets/index-a.js';
    document.head.append(script);
    expect(buildOf(document)).toContain('/assets/index-a.js');
    expect(buildOf(document)).toBe(appBuildOf(document));
    script.remove();
    expect(lastViewKey).toBe(appLastViewKey);
  });
});
