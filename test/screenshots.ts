import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumArgs, findChromium } from './support/chromium';
import { keptPages } from './support/kept';
import { APP_ORIGIN } from './support/origins';
import { addFault, changeSandboxEvents, clearFaults, clearSandboxChanges } from './support/sandbox';
import { buildApp, startStack } from './support/servers';
import { openPersonMenu, signIn } from './support/sign-in';

// `npm run screenshots`: the pictures in the README and docs/screenshots.md, made from the production
// build against the sandbox.

const out = resolve(import.meta.dirname, '../docs/screenshots');
const sizes = {
  desktop: { width: 1280, height: 860 },
  phone: { width: 390, height: 844 },
} as const;

type Shot = {
  name: string;
  login: string;
  path: string;
  size: keyof typeof sizes;
  scheme: 'light' | 'dark';
  locale?: string;
  /** Waits for the view to be ready, or acts on it first. */
  ready: (page: Page) => Promise<void>;
  fault?: Record<string, unknown>;
};

const main = (page: Page) => page.getByRole('main');
const heading = (name: string | RegExp) => (page: Page) =>
  main(page).getByRole('heading', { name }).first().waitFor();
const firstArticle = async (page: Page) => {
  await main(page).getByRole('article').first().waitFor();
};
const firstEventPage = async (page: Page) => {
  await page.goto('/');
  const soon = main(page).getByRole('region', {
    name: /^(Today|Tomorrow|This week|Heute|Morgen|Diese Woche)/,
  });
  await soon.first().getByRole('article').first().getByRole('heading').getByRole('link').click();
  await main(page)
    .getByText(/^(Add to calendar|Zum Kalender hinzufügen)$/)
    .first()
    .waitFor();
};
const partnerPage = async (page: Page) => {
  await page.goto('/events');
  await main(page)
    .getByRole('link', { name: /^Listings by .*Partner$/ })
    .first()
    .click();
  await heading(/^Listings by/)(page);
};

/** What's on a day later, after the sandbox changed some events: the "since your last visit" marks. */
const returnVisit = async (page: Page) => {
  await heading(/^Live now/)(page);
  await page.waitForFunction(async () =>
    (await indexedDB.databases()).some((db) => db.name === 'teamboard-seen'),
  );
  await page.waitForTimeout(1_000);
  await changeSandboxEvents({ add: 3, reprice: 2, reschedule: 1, cancel: 1 });
  await page.clock.install();
  await page.clock.fastForward('24:00:00');
  await page.goto('/');
  await main(page)
    .getByText(/ new · \d+ changed/)
    .waitFor({ timeout: 30_000 });
};

/** The events page reloaded with no network, once the worker and the kept pages are in place. */
const offlineReload = async (page: Page) => {
  await firstArticle(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  while ((await keptPages(page)) === 0) await page.waitForTimeout(250);
  await page.context().setOffline(true);
  await page.reload();
  await main(page).getByRole('article').first().waitFor();
  await page.getByText(/^Offline — showing what you saw at/).waitFor();
};

const shots: Shot[] = [
  {
    name: 'home-light-desktop',
    login: 'team-member',
    path: '/',
    size: 'desktop',
    scheme: 'light',
    ready: heading(/^Live now/),
  },
  {
    name: 'home-dark-desktop',
    login: 'team-member',
    path: '/',
    size: 'desktop',
    scheme: 'dark',
    ready: heading(/^Live now/),
  },
  {
    name: 'home-light-phone',
    login: 'team-member',
    path: '/',
    size: 'phone',
    scheme: 'light',
    ready: heading(/^Live now/),
  },
  {
    name: 'home-dark-phone',
    login: 'team-member',
    path: '/',
    size: 'phone',
    scheme: 'dark',
    ready: heading(/^Live now/),
  },
  {
    name: 'menu-light-phone',
    login: 'team-member',
    path: '/',
    size: 'phone',
    scheme: 'light',
    ready: async (page) => {
      await heading(/^Live now/)(page);
      await openPersonMenu(page);
    },
  },
  {
    name: 'home-de-dark-phone',
    login: 'team-member',
    path: '/',
    size: 'phone',
    scheme: 'dark',
    locale: 'de-DE',
    ready: heading(/^Jetzt live/),
  },
  {
    name: 'events-light-desktop',
    login: 'team-member',
    path: '/events',
    size: 'desktop',
    scheme: 'light',
    ready: firstArticle,
  },
  {
    name: 'events-dark-phone',
    login: 'team-member',
    path: '/events',
    size: 'phone',
    scheme: 'dark',
    ready: firstArticle,
  },
  {
    name: 'event-light-desktop',
    login: 'team-member',
    path: '/events',
    size: 'desktop',
    scheme: 'light',
    ready: firstEventPage,
  },
  {
    name: 'event-dark-phone',
    login: 'team-member',
    path: '/events',
    size: 'phone',
    scheme: 'dark',
    ready: firstEventPage,
  },
  {
    name: 'whole-grid-light-desktop',
    login: 'team-member',
    path: '/events?all=1&view=grid',
    size: 'desktop',
    scheme: 'light',
    ready: firstArticle,
  },
  {
    name: 'whole-table-dark-desktop',
    login: 'team-member',
    path: '/sessions?all=1&view=table&sort=price',
    size: 'desktop',
    scheme: 'dark',
    ready: async (page) => {
      await main(page).getByRole('table').waitFor();
      await main(page).getByRole('button', { name: 'Price summary' }).click();
    },
  },
  {
    name: 'filters-light-phone',
    login: 'team-member',
    path: '/events?all=1&status=upcoming',
    size: 'phone',
    scheme: 'light',
    ready: async (page) => {
      await firstArticle(page);
      await main(page)
        .getByRole('button', { name: /^Filters/ })
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'partner-light-desktop',
    login: 'team-member',
    path: '/events',
    size: 'desktop',
    scheme: 'light',
    ready: partnerPage,
  },
  {
    name: 'empty-light-desktop',
    login: 'empty-team',
    path: '/events',
    size: 'desktop',
    scheme: 'light',
    ready: heading('No events yet'),
  },
  {
    name: 'no-team-dark-phone',
    login: 'no-team',
    path: '/',
    size: 'phone',
    scheme: 'dark',
    ready: heading('No community team'),
  },
  {
    name: 'error-light-desktop',
    login: 'team-member',
    path: '/events?page=3',
    size: 'desktop',
    scheme: 'light',
    fault: { match: 'events', page: 3, status: 500 },
    ready: (page) =>
      page.getByRole('alert').getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30_000 }),
  },
  {
    name: 'return-light-desktop',
    login: 'team-member',
    path: '/',
    size: 'desktop',
    scheme: 'light',
    ready: returnVisit,
  },
  {
    name: 'offline-dark-phone',
    login: 'team-member',
    path: '/events',
    size: 'phone',
    scheme: 'dark',
    ready: offlineReload,
  },
  {
    name: 'home-de-light-desktop',
    login: 'team-member',
    path: '/',
    size: 'desktop',
    scheme: 'light',
    locale: 'de-DE',
    ready: heading(/^Jetzt live/),
  },
  {
    name: 'whole-table-de-light-desktop',
    login: 'team-member',
    path: '/events?all=1&view=table',
    size: 'desktop',
    scheme: 'light',
    locale: 'de-DE',
    ready: (page) => main(page).getByRole('table').waitFor(),
  },
  {
    name: 'event-de-light-phone',
    login: 'team-member',
    path: '/events',
    size: 'phone',
    scheme: 'light',
    locale: 'de-DE',
    ready: firstEventPage,
  },
];

async function take(browser: Browser, shot: Shot): Promise<void> {
  const context = await browser.newContext({
    baseURL: APP_ORIGIN,
    viewport: sizes[shot.size],
    colorScheme: shot.scheme,
    locale: shot.locale ?? 'en-US',
    deviceScaleFactor: 1,
  });
  try {
    const page = await context.newPage();
    // Signs in where the shot starts, except for pages reached by a click from there.
    await signIn(page, shot.login, shot.path);
    if (shot.fault) {
      await addFault(shot.fault);
      await page.goto(shot.path);
    }
    await shot.ready(page);
    await page.waitForLoadState('networkidle');
    const file = join(out, `${shot.name}.jpg`);
    await page.screenshot({ path: file, type: 'jpeg', quality: 82, animations: 'disabled' });
    console.log(`wrote ${file}`);
  } finally {
    await clearFaults();
    await clearSandboxChanges();
    await context.close();
  }
}

const only = process.argv.slice(2);
const dist = await mkdtemp(join(tmpdir(), 'teamboard-shots-'));
await mkdir(out, { recursive: true });
await buildApp(dist);
const stack = await startStack(dist);
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  for (const shot of shots) if (only.length === 0 || only.includes(shot.name)) await take(browser, shot);
} finally {
  await browser.close();
  await stack.close();
  await rm(dist, { recursive: true, force: true });
}
