import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Outcome } from './metrics';

// The scripted person: moves through every view mostly by clicking, as people do (so the page lives long
// enough for its heap to mean something), typing an address only where clicking cannot get there. After
// each step it waits for the view to settle, and where it shows a failure, does what the page offers.

export type Settled = 'content' | 'message' | 'busy' | 'white' | 'crashed' | 'sign-in-server';

/**
 * Read in the page: what it shows now. Source text, not a function: tsx names functions with a helper
 * that the page does not have, so a serialised function would throw there under `npm run soak`.
 */
const CLASSIFY = `(sandboxOrigin) => {
  if (location.origin === sandboxOrigin) return 'sign-in-server';
  const text = document.body ? document.body.innerText.trim() : '';
  const heading = document.querySelector('h1');
  if (heading && (heading.textContent || '').includes('Something went wrong')) return 'crashed';
  const main = document.querySelector('main');
  if (main) {
    for (const [selector, state] of [
      ['article, table tbody tr', 'content'],
      ['[role="alert"], .notice, .state-message, .page-message, .sign-in-prompt', 'message'],
    ])
      if ([...main.querySelectorAll(selector)].some((node) => !node.closest('[role="status"][aria-label]')))
        return state;
  }
  return text.length < 10 ? 'white' : 'busy';
}`;

export type Person = {
  page: Page;
  sandboxOrigin: string;
  login: string;
  /** How long a view may take to show something before it counts as stalled. */
  deadlineMs: number;
  /** Resolves when the network is up: nobody types an address into a browser that is offline. */
  online(): Promise<void>;
  /** How often a control was not there and the address was typed instead (each a page load). */
  typed: number;
};

/** Types an address (or reloads), once the network is up. */
async function load(person: Person, url: string | null, page = person.page): Promise<void> {
  await person.online();
  if (url === null) await page.reload();
  else await page.goto(url);
}

export async function settle(person: Person, page = person.page): Promise<{ state: Settled; ms: number }> {
  const started = Date.now();
  let state: Settled = 'busy';
  while (Date.now() - started < person.deadlineMs) {
    state = await page.evaluate(`(${CLASSIFY})(${JSON.stringify(person.sandboxOrigin)})`).then(
      (shown) => shown as Settled,
      () => 'busy' as const,
    );
    if (state !== 'busy' && state !== 'white') return { state, ms: Date.now() - started };
    await page.waitForTimeout(200);
  }
  return { state, ms: Date.now() - started };
}

/** On the sandbox's sign-in page: picks the person, and waits to be back in the app. */
async function pickUser(person: Person, page: Page): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`\\b${person.login}\\b`) }).click({ timeout: 10_000 });
  await page.waitForURL((url) => url.origin !== person.sandboxOrigin && url.pathname !== '/callback', {
    timeout: person.deadlineMs,
  });
}

/** What the page offers after a failure, in the order a person would try it. */
const REMEDIES = [/^Retry$/, /^Try again$/, /^Load again$/, /^Sign in$/];

/**
 * Settles the view and, where it shows a failure, uses what the page offers (a few times at most).
 * Content at once or after a remedy is `content` or `recovered`; a message that stays is `explained`.
 */
export async function outcomeOf(
  person: Person,
  page = person.page,
): Promise<{ outcome: Outcome; ms: number }> {
  let { state, ms } = await settle(person, page);
  if (state === 'content') return { outcome: 'content', ms };
  for (let attempt = 0; attempt < 3 && (state === 'message' || state === 'sign-in-server'); attempt++) {
    if (state === 'sign-in-server') await pickUser(person, page).catch(() => undefined);
    else {
      const main = page.getByRole('main');
      let clicked = false;
      for (const name of REMEDIES) {
        const button = main.getByRole('button', { name }).first();
        if (await button.isVisible().catch(() => false)) {
          await button.click({ timeout: 5_000 }).catch(() => undefined);
          clicked = true;
          break;
        }
      }
      if (!clicked) break;
    }
    await page.waitForTimeout(500);
    ({ state } = await settle(person, page));
    if (state === 'content') return { outcome: 'recovered', ms };
  }
  if (state === 'message' || state === 'sign-in-server') return { outcome: 'explained', ms };
  if (state === 'crashed') return { outcome: 'crashed', ms };
  return { outcome: state === 'white' ? 'white' : 'stalled', ms };
}

/** The view state a URL carries: its path and every parameter but `page`, which the app may correct. */
export function viewState(href: string): string {
  const url = new URL(href);
  const params = [...url.searchParams]
    .filter(([name]) => name !== 'page')
    .sort(([a], [b]) => a.localeCompare(b));
  return `${url.pathname}?${new URLSearchParams(params)}`;
}

/** Follows a link or presses a control when the page has it, else types the address. */
/** Whether the control is there, or comes within a moment (the view may still be rendering). */
const shows = (target: Locator) =>
  target.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );

async function clickOr(person: Person, find: (page: Page) => Locator, fallback: string): Promise<void> {
  const target = find(person.page).first();
  if (await shows(target)) await target.click({ timeout: 5_000 });
  else {
    person.typed += 1;
    await load(person, fallback);
  }
}

export type Step = {
  name: string;
  /** Acts, and answers the URL the view should be at once it has settled. */
  run(person: Person, context: BrowserContext): Promise<string>;
};

const nav = (label: string) => (page: Page) =>
  page.locator('header').getByRole('link', { name: label, exact: true });
const inMain = (role: 'link' | 'button', name: string | RegExp) => (page: Page) =>
  page.getByRole('main').getByRole(role, { name, exact: typeof name === 'string' });
const here = (person: Person) => person.page.url();

export const STEPS: Step[] = [
  {
    name: "what's on",
    async run(person) {
      await clickOr(person, nav('What’s on'), '/');
      return new URL('/', here(person)).href;
    },
  },
  {
    name: 'events grid',
    async run(person) {
      await clickOr(person, nav('Events'), '/events');
      await person.page.waitForURL((url) => url.pathname === '/events');
      return here(person);
    },
  },
  {
    name: 'next page',
    async run(person) {
      await clickOr(person, inMain('link', 'Next page'), '/events?page=2');
      return here(person);
    },
  },
  {
    name: 'event page',
    async run(person) {
      const link = person.page.locator('main article a[href^="/events/"]').first();
      const href = (await link.getAttribute('href', { timeout: 3_000 }).catch(() => null)) ?? '/events';
      await clickOr(person, (page) => page.locator('main article a[href^="/events/"]'), href);
      return new URL(href, here(person)).href;
    },
  },
  {
    name: 'sessions grid',
    async run(person) {
      await clickOr(person, nav('Sessions'), '/sessions');
      await person.page.waitForURL((url) => url.pathname === '/sessions');
      return here(person);
    },
  },
  {
    name: 'events, load all',
    async run(person) {
      await clickOr(person, nav('Events'), '/events');
      await person.page.waitForURL((url) => url.pathname === '/events');
      await clickOr(person, inMain('link', /^Load all/), '/events?all=1');
      await person.page.waitForURL((url) => url.searchParams.has('all'));
      return here(person);
    },
  },
  {
    name: 'whole list as a table, filtered',
    async run(person) {
      const { page } = person;
      if (!new URL(page.url()).searchParams.has('all')) await load(person, '/events?all=1');
      await clickOr(person, inMain('button', 'Table'), '/events?all=1&view=table');
      await page.waitForURL((url) => url.searchParams.get('view') === 'table');
      const partners = page.getByRole('checkbox', { name: /^Partners only/ });
      if (await partners.isVisible().catch(() => false)) {
        await partners.check({ timeout: 5_000 }).catch(() => undefined);
        await page
          .waitForURL((url) => url.search !== '' && url.searchParams.size > 2, { timeout: 5_000 })
          .catch(() => undefined);
      }
      return here(person);
    },
  },
  {
    name: "a partner's listings",
    async run(person) {
      const { page } = person;
      const accounts = page.locator('main a[href*="account="]').first();
      if (!(await shows(accounts))) await clickOr(person, nav('Events'), '/events?per_page=24');
      await settle(person);
      const link = page.locator('main a[href*="account="]').first();
      const href = await link.getAttribute('href', { timeout: 3_000 }).catch(() => null);
      if (href) await link.click({ timeout: 5_000 });
      else await load(person, '/events?all=1');
      return new URL(href ?? '/events?all=1', here(person)).href;
    },
  },
  {
    name: 'back',
    async run(person) {
      await person.page.goBack();
      return here(person);
    },
  },
];

/** Steps that load the document again; every few cycles, so most of the run is one page's life. */
export const RARE_STEPS: Step[] = [
  {
    name: 'reload',
    async run(person) {
      const at = here(person);
      await load(person, null);
      return at;
    },
  },
  {
    name: 'sign out and in',
    async run(person) {
      const { page } = person;
      const at = here(person);
      const menu = page.locator('header button[aria-haspopup]').last();
      if (await menu.isVisible().catch(() => false)) {
        await menu.click({ timeout: 5_000 });
        await page.getByRole('button', { name: 'Sign out' }).click({ timeout: 5_000 });
        await page
          .getByRole('heading', { name: 'You are signed out' })
          .waitFor({ timeout: person.deadlineMs });
        await load(person, at);
      }
      const signIn = page.getByRole('main').getByRole('button', { name: /^sign in$/i });
      if (await signIn.isVisible({ timeout: 5_000 }).catch(() => false)) {
        await signIn.click();
        await pickUser(person, page);
      }
      return at;
    },
  },
];

/** A second tab on the same address, settled and closed: its outcome counts like a step's. */
export async function secondTab(person: Person, context: BrowserContext) {
  const tab = await context.newPage();
  try {
    const at = here(person);
    await load(person, at, tab);
    const result = await outcomeOf(person, tab);
    return { ...result, urlLost: viewState(tab.url()) === viewState(at) ? null : tab.url() };
  } finally {
    await tab.close();
  }
}
