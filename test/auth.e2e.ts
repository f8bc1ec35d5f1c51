import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getSandboxTokens } from '../sandbox/sandbox-token';
import {
  expectNoAxeViolations,
  hasFocus,
  launchBrowser,
  newPage,
  pickSandboxUser,
  signIn,
} from './support/browser';
import { APP_ORIGIN, SANDBOX_ORIGIN } from './support/origins';
import { addFault, clearFaults } from './support/sandbox';
import { openPersonMenu } from './support/sign-in';

const TOKEN_ENDPOINT = `${SANDBOX_ORIGIN}/oauth/token`;
const signInButton = (page: Page) => page.getByRole('button', { name: /^sign in$/i });
/** The page's own prompt: the header's button leaves once the prompt shows, and a click as it goes is lost. */
const promptSignIn = (page: Page) => page.getByRole('main').getByRole('button', { name: /^sign in$/i });
const accountButton = (page: Page) => page.getByRole('button', { name: 'Tamsin Member' });
const eventCards = (page: Page) => page.getByRole('list', { name: 'Events' }).getByRole('article');
const pickUser = (page: Page) => page.getByRole('button', { name: /\bteam-member\b/ }).click();
/** Waits (as long as Playwright waits) for exactly `count` event cards. */
async function expectCards(page: Page, count: number): Promise<void> {
  await eventCards(page)
    .nth(count - 1)
    .waitFor();
  expect(await eventCards(page).count()).toBe(count);
}
const where = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * Everything a token could leak into, recorded for a whole browser context: every token the token
 * endpoint issued, console output of every type, request URLs and Referer headers, API Authorization.
 */
function watch(context: BrowserContext) {
  const issued = new Set<string>();
  const consoleText: string[] = [];
  const sent: { url: string; referer: string }[] = [];
  const apiAuthorization: string[] = [];
  const apiStatuses: number[] = [];
  const refreshes: Request[] = [];
  const onPage = (page: Page) => {
    page.on('console', (message) => consoleText.push(message.text()));
    page.on('pageerror', (error) => consoleText.push(error.message));
  };
  context.pages().forEach(onPage);
  context.on('page', onPage);
  context.on('request', (request) => {
    sent.push({ url: request.url(), referer: request.headers().referer ?? '' });
    if (request.url().startsWith(`${SANDBOX_ORIGIN}/v1/`))
      apiAuthorization.push(request.headers().authorization ?? '');
    if (request.url() === TOKEN_ENDPOINT && request.postData()?.includes('grant_type=refresh_token'))
      refreshes.push(request);
  });
  context.on('response', async (response) => {
    if (response.url().startsWith(`${SANDBOX_ORIGIN}/v1/`)) apiStatuses.push(response.status());
    if (response.url() !== TOKEN_ENDPOINT || response.request().method() !== 'POST') return;
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    for (const key of ['access_token', 'refresh_token', 'id_token'])
      if (typeof body[key] === 'string') issued.add(body[key]);
  });
  return { issued, consoleText, sent, apiAuthorization, apiStatuses, refreshes };
}

type Watch = ReturnType<typeof watch>;

/** Opens `path` signed out, clicks Sign in and waits for the sandbox's sign-in page. */
async function openSignInPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await promptSignIn(page).click();
  await page.waitForURL((url) => url.origin === SANDBOX_ORIGIN);
}

async function historyUrls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { entries } = (await cdp.send('Page.getNavigationHistory')) as { entries: { url: string }[] };
  await cdp.detach();
  return entries.map((entry) => entry.url);
}

async function storedSession(
  page: Page,
): Promise<{ accessToken: string; refreshToken: string | null } | null> {
  return JSON.parse((await page.evaluate(() => sessionStorage.getItem('teamboard.session'))) ?? 'null');
}

/** Makes the tab's stored access token look 10 s from expiry and due for renewal, so its next load renews it first. */
async function expireSoon(page: Page): Promise<void> {
  await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('teamboard.session') ?? '{}');
    sessionStorage.setItem(
      'teamboard.session',
      JSON.stringify({ ...stored, expiresAt: Date.now() + 10_000, refreshAt: Date.now() }),
    );
  });
}

/** No issued token in localStorage, in any URL of the history, any request URL or Referer, or the console. */
async function expectNoTokenLeak(page: Page, watched: Watch): Promise<void> {
  expect(watched.issued.size).toBeGreaterThan(0);
  const localStorageDump = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  const places = {
    localStorage: [localStorageDump],
    history: await historyUrls(page),
    requestUrls: watched.sent.map((request) => request.url),
    referers: watched.sent.map((request) => request.referer),
    console: watched.consoleText,
  };
  for (const [place, texts] of Object.entries(places)) {
    const leaks = texts.filter((text) => [...watched.issued].some((token) => text.includes(token)));
    expect(leaks, `a token leaked into ${place}`).toEqual([]);
  }
  expect(places.history.filter((url) => /[?&](code|state)=/.test(url))).toEqual([]);
}

describe('signing in with OAuth (authorization code + PKCE) against the sandbox', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(() => clearFaults());

  describe('one signed-in tab', () => {
    let page: Page;
    let watched: Watch;
    beforeAll(async () => {
      const session = await newPage(browser);
      page = session.page;
      watched = watch(session.context);
      await signIn(page, 'team-member', '/events');
    });

    it('lands on the events page signed in, and API calls carry the Bearer token', async () => {
      expect(new URL(page.url()).pathname).toBe('/events');
      await accountButton(page).waitFor();
      await eventCards(page).first().waitFor();
      const stored = await storedSession(page);
      expect(stored?.accessToken).toBeTruthy();
      expect(watched.apiAuthorization.length).toBeGreaterThan(0);
      expect(new Set(watched.apiAuthorization)).toEqual(new Set([`Bearer ${stored?.accessToken}`]));
      await expectNoTokenLeak(page, watched);
      // The way back from the sign-in server reuses the metadata the way out read: one request, not two.
      expect(
        watched.sent.filter(({ url }) => url.includes('/.well-known/openid-configuration')),
      ).toHaveLength(1);
    });

    it('shows who is signed in in an accessible menu that opens and closes by keyboard', async () => {
      await accountButton(page).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      expect(await accountButton(page).getAttribute('aria-expanded')).toBe('true');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Sign out' }).waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Tamsin Member');
    });

    it('keeps the session on reload, without a trip to the sign-in server', async () => {
      await page.goto('/events?page=2&per_page=12');
      await eventCards(page).first().waitFor();
      const before = watched.sent.length;
      await page.reload();
      await expectCards(page, 12);
      await accountButton(page).waitFor();
      expect(
        watched.sent.slice(before).filter((r) => r.url.startsWith(`${SANDBOX_ORIGIN}/oauth/auth`)),
      ).toEqual([]);
    });

    it('refreshes before a request when the access token is about to expire, so none meets a 401', async () => {
      const refreshesBefore = watched.refreshes.length;
      await expireSoon(page);
      const statusesBefore = watched.apiStatuses.length;
      await page.goto('/events?page=4&per_page=12');
      await expectCards(page, 12);
      // The cards can be the ones a try before kept: the refresh comes after them.
      await expect.poll(() => watched.refreshes.length - refreshesBefore).toBe(1);
      await expect
        .poll(async () => ((await storedSession(page)) as { expiresAt?: number } | null)?.expiresAt)
        .toBeGreaterThan(Date.now() + 60_000);
      expect(watched.apiStatuses.slice(statusesBefore)).not.toContain(401);
    });

    it('refreshes once, silently, when the server has expired every token', async () => {
      await page.goto('/events?page=1&per_page=12');
      await expectCards(page, 12);
      const oldToken = (await storedSession(page))?.accessToken;
      const refreshesBefore = watched.refreshes.length;
      await addFault({ kind: 'expire-tokens' });
      await page.goto('/events?page=5&per_page=12');
      await expectCards(page, 12);
      expect(where(page)).toBe('/events?page=5&per_page=12');
      // The cards can be the ones kept from the last visit (page 4 read this page ahead): the refresh
      // comes with the API's answer.
      await expect.poll(async () => (await storedSession(page))?.accessToken).not.toBe(oldToken);
      const newToken = (await storedSession(page))?.accessToken;
      expect(newToken).toBeTruthy();
      await expect.poll(() => watched.apiAuthorization.at(-1)).toBe(`Bearer ${newToken}`);
      // Every request that met the 401 shared one refresh.
      expect(watched.refreshes.length - refreshesBefore).toBe(1);
      expect(await signInButton(page).count()).toBe(0);
      await expectNoTokenLeak(page, watched);
    });

    it('signs in again and returns to the same URL when the grant is revoked', async () => {
      await page.goto('/events?page=2&per_page=12');
      await expectCards(page, 12);
      await addFault({ kind: 'revoke-grants' });
      await page.goto('/events?page=3&per_page=12');
      await pickSandboxUser(page, 'team-member');
      expect(where(page)).toBe('/events?page=3&per_page=12');
      await expectCards(page, 12);
      await accountButton(page).waitFor();
      await expectNoTokenLeak(page, watched);
    });
  });

  it('brings a deep link opened signed out back to itself after sign-in', async () => {
    const { page, context } = await newPage(browser);
    const watched = watch(context);
    await signIn(page, 'team-member', '/sessions?page=3');
    expect(where(page)).toBe('/sessions?page=3');
    await page.getByRole('list', { name: 'Sessions' }).waitFor();
    await expectNoTokenLeak(page, watched);
    await context.close();
  });

  it('signs a second tab in from the first, and signing out in one tab signs out the other', async () => {
    const { page, context } = await newPage(browser);
    const watched = watch(context);
    await signIn(page, 'team-member', '/events');
    const second = await context.newPage();
    await second.goto('/sessions');
    // No picker: the first tab hands its session over (test/tabs.e2e.ts).
    await accountButton(second).waitFor();
    expect(new URL(second.url()).pathname).toBe('/sessions');

    await accountButton(page).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await second.getByRole('heading', { name: 'You are signed out' }).waitFor();
    expect(await storedSession(second)).toBeNull();
    expect(await second.getByRole('list', { name: 'Sessions' }).count()).toBe(0);

    // The first tab went through the server's end-session and is back, signed out.
    await page.waitForURL((url) => url.origin === APP_ORIGIN && url.pathname === '/');
    await page.getByRole('heading', { name: 'You are signed out' }).waitFor();
    await signInButton(page).waitFor();
    expect(await storedSession(page)).toBeNull();
    expect(
      watched.sent.filter((request) => request.url.endsWith('/oauth/token/revocation')).length,
    ).toBeGreaterThan(0);
    await expectNoTokenLeak(second, watched);
    await expectNoTokenLeak(page, watched);
    await context.close();
  });

  it('never strands a new tab twice on a server that answers prompt=none with its own error page', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'team-member', '/events');
    // Alone, or the signed-in tab would hand its session over and no tab would go to the server.
    await page.close();
    await addFault({ kind: 'silent-sign-in-error', times: 1 });
    const silentTrips: string[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/oauth/auth' && url.searchParams.get('prompt') === 'none')
        silentTrips.push(url.href);
    });
    const second = await context.newPage();
    const stranded = second.waitForResponse(
      (response) => new URL(response.url()).pathname === '/oauth/auth' && response.status() === 500,
    );
    // The app leaves for the sign-in server before its own page has loaded.
    await second.goto('/sessions?per_page=12').catch(() => undefined);
    await stranded;
    await second.waitForURL((url) => url.origin === SANDBOX_ORIGIN, { waitUntil: 'load' });
    expect(silentTrips).toHaveLength(1);

    // The person types the address again: the sign-in button, not another trip that ends the same way.
    await second.goto('/sessions?per_page=12');
    await second
      .getByRole('main')
      .getByRole('button', { name: /^sign in$/i })
      .waitFor();
    expect(where(second)).toBe('/sessions?per_page=12');
    // Nor in the next new tab of this browser: the server's error page is remembered, not a token.
    const third = await context.newPage();
    await third.goto('/events?per_page=12');
    await third
      .getByRole('main')
      .getByRole('button', { name: /^sign in$/i })
      .waitFor();
    expect(silentTrips).toHaveLength(1);
    expect(await third.evaluate(() => localStorage.getItem('teamboard.silent-sign-in-stranded'))).toBe(
      `${SANDBOX_ORIGIN}/oauth`,
    );
    // Signing in by hand still works, and comes back to the same address.
    await third
      .getByRole('main')
      .getByRole('button', { name: /^sign in$/i })
      .click();
    const picker = third.getByRole('button', { name: /\bteam-member\b/ });
    await Promise.race([eventCards(third).first().waitFor(), picker.waitFor()]);
    if (await picker.isVisible()) await picker.click();
    await eventCards(third).first().waitFor();
    expect(where(third)).toBe('/events?per_page=12');
    await context.close();
  });

  it('leaves the refresh token to the original of a duplicated tab: the copy gets its tokens from it, and signs in on its own once it is gone', async () => {
    const { page, context } = await newPage(browser);
    const watched = watch(context);
    await signIn(page, 'team-member', '/events');
    await eventCards(page).first().waitFor();
    const original = await storedSession(page);
    // "Duplicate tab" of a tab left idle until its token is about to run out: a new tab that starts with
    // a copy of this one's sessionStorage, and must renew the token first thing.
    await expireSoon(page);
    const copied = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    const copy = await context.newPage();
    await copy.addInitScript((items: string) => {
      if (sessionStorage.getItem('test.duplicated') !== null) return;
      for (const [key, value] of Object.entries(JSON.parse(items) as Record<string, string>))
        sessionStorage.setItem(key, value);
      sessionStorage.setItem('test.duplicated', 'yes');
    }, copied);
    const refreshesBefore = watched.refreshes.length;
    await copy.goto('/sessions');
    await copy.getByRole('list', { name: 'Sessions' }).getByRole('article').first().waitFor();
    // The copy left the refresh token to the original, which refreshed once and handed the token over.
    expect((await storedSession(copy))?.refreshToken).toBeNull();
    expect((await storedSession(page))?.refreshToken).toBeTruthy();
    expect(watched.refreshes.length - refreshesBefore).toBe(1);
    const handed = (await storedSession(copy))?.accessToken;
    expect(handed).not.toBe(original?.accessToken);
    expect(handed).toBe((await storedSession(page))?.accessToken);
    expect(watched.apiAuthorization.at(-1)).toBe(`Bearer ${handed}`);

    // Nothing tripped the server's reuse detection: the original's own next refresh still works.
    await expireSoon(page);
    await page.goto('/events?page=2');
    await eventCards(page).first().waitFor();
    // The cards kept from before show at once; the refresh comes with their update.
    await expect.poll(() => watched.refreshes.length - refreshesBefore).toBe(2);
    expect(watched.apiStatuses).not.toContain(401);
    expect(await signInButton(page).count()).toBe(0);

    // With the original closed and every token expired, the copy signs in on its own, silently.
    await page.close();
    await addFault({ kind: 'expire-tokens' });
    await copy.goto('/sessions?page=3');
    await copy.waitForURL((url) => url.origin === APP_ORIGIN && url.pathname === '/sessions');
    await copy.getByRole('list', { name: 'Sessions' }).getByRole('article').first().waitFor();
    expect(where(copy)).toBe('/sessions?page=3');
    expect((await storedSession(copy))?.refreshToken).toBeTruthy();
    const authorizations = watched.sent.filter((request) =>
      request.url.startsWith(`${SANDBOX_ORIGIN}/oauth/auth?`),
    );
    expect(new URL(authorizations.at(-1)?.url ?? SANDBOX_ORIGIN).searchParams.get('prompt')).toBe('none');
    await expectNoTokenLeak(copy, watched);
    await context.close();
  });

  it('explains a cancelled sign-in (access_denied), keeps nothing, and offers Try again', async () => {
    const { page, context } = await newPage(browser);
    await openSignInPage(page, '/events');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Sign-in was cancelled' }).waitFor();
    expect(where(page)).toBe('/callback');
    expect(await storedSession(page)).toBeNull();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL((url) => url.origin === SANDBOX_ORIGIN);
    await pickSandboxUser(page, 'team-member');
    expect(where(page)).toBe('/events');
    await context.close();
  });

  it('rejects a callback with a tampered state, and goes on past a replayed one while signed in', async () => {
    const { page, context } = await newPage(browser);
    const callbacks: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().startsWith(`${APP_ORIGIN}/callback?`))
        callbacks.push(request.url());
    });
    // A sign-in is under way in this tab; an answer arrives whose state is not the one it sent.
    await openSignInPage(page, '/events');
    const issuer = encodeURIComponent(`${SANDBOX_ORIGIN}/oauth`);
    await page.goto(`/callback?code=forged-code&state=forged-state&iss=${issuer}`);
    await page.getByRole('heading', { name: 'This sign-in could not be verified' }).waitFor();
    expect(where(page)).toBe('/callback');
    expect(await storedSession(page)).toBeNull();

    await page.getByRole('button', { name: 'Try again' }).click();
    await pickSandboxUser(page, 'team-member');
    expect(where(page)).toBe('/events');
    const used = callbacks.at(-1) ?? '';
    expect(used).toMatch(/[?&]code=/);
    // Back to an old callback address while signed in: nothing to finish, so the app just goes on.
    await page.goto(used);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('main').getByRole('heading', { name: 'What’s on' }).waitFor();
    expect(await page.getByRole('heading', { name: /already used/ }).count()).toBe(0);
    await context.close();
  });

  it('keeps nothing when the token endpoint answers garbage', async () => {
    const { page, context } = await newPage(browser);
    await page.route(TOKEN_ENDPOINT, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'application/json', 'access-control-allow-origin': APP_ORIGIN },
        body: '{"access_token": 42, "token_type": "bearer"',
      }),
    );
    await openSignInPage(page, '/events');
    await pickUser(page);
    await page
      .getByRole('heading', { name: 'The sign-in server sent an answer Teamboard cannot use' })
      .waitFor();
    expect(await storedSession(page)).toBeNull();
    await context.close();
  });

  it('says so when the sign-in server cannot be reached, and signs in once it is back', async () => {
    const { page, context } = await newPage(browser);
    await page.route(`${SANDBOX_ORIGIN}/oauth/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/sessions?page=2');
    await promptSignIn(page).click();
    await page.getByText('The sign-in server could not be reached').waitFor();
    expect(where(page)).toBe('/sessions?page=2');
    await page.unroute(`${SANDBOX_ORIGIN}/oauth/**`);
    await promptSignIn(page).click();
    await pickSandboxUser(page, 'team-member');
    expect(where(page)).toBe('/sessions?page=2');
    await context.close();
  });
  it('says so, never spins, when the sign-in code cannot load on the way back, and Try again finishes the sign-in', async () => {
    // No service worker, which would have the sign-in code in its cache by the time the person returns.
    const { page, context } = await newPage(browser, { serviceWorkers: 'block' });
    await openSignInPage(page, '/events');
    // The callback page is a new document: its lazily loaded sign-in code fails to arrive (a new deploy,
    // a dropped connection).
    const signInCode = `${APP_ORIGIN}/assets/session-actions-*.js`;
    await page.route(signInCode, (route) => route.abort('connectionreset'));
    await pickUser(page);
    await page.getByRole('heading', { name: 'The sign-in server could not be reached' }).waitFor();
    expect(await storedSession(page)).toBeNull();
    await page.unroute(signInCode);
    // The code from the sign-in server was never used, so trying again finishes this same sign-in.
    await page.getByRole('button', { name: 'Try again' }).click();
    await eventCards(page).first().waitFor();
    expect(where(page)).toBe('/events');
    expect(await storedSession(page)).not.toBeNull();
    await context.close();
  });

  it('works where the browser blocks site data: sign-in says why it cannot start, a pasted token works', async () => {
    const { accessToken } = await getSandboxTokens(SANDBOX_ORIGIN, 'team-member', APP_ORIGIN);
    const { page, context } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // What "Block cookies and site data" does to a page: reading either storage throws.
    await context.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'])
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
    });
    await page.goto('/events?page=2&per_page=12');
    await promptSignIn(page).click();
    await page.getByText('This browser blocks site data for Teamboard').waitFor();
    expect(new URL(page.url()).origin).toBe(APP_ORIGIN);
    await expectNoAxeViolations(page);

    await page.getByText('Use a personal access token instead').click();
    await page.getByLabel('Personal access token').fill(accessToken);
    await page.getByRole('button', { name: 'Use this token' }).click();
    await expectCards(page, 12);
    // The theme still works, for this page, from the person's menu.
    await openPersonMenu(page);
    await page.getByLabel('Colour theme').selectOption('dark');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the keyboard in the page when a personal token signs in and out, with no page load', async () => {
    const { accessToken } = await getSandboxTokens(SANDBOX_ORIGIN, 'team-member', APP_ORIGIN);
    const { page, context } = await newPage(browser);
    await page.goto('/events?page=2&per_page=12');
    const loaded = await page.evaluate(() => performance.timeOrigin);
    await page.getByText('Use a personal access token instead').click();
    await page.getByLabel('Personal access token').fill(accessToken);
    await page.getByLabel('Personal access token').press('Enter');
    await expectCards(page, 12);
    // The form went with the prompt; the list's title has the focus, not <body>.
    await expect.poll(() => hasFocus(page.getByRole('heading', { name: 'Events', level: 1 }))).toBe(true);

    await page.getByRole('button', { name: 'Personal token' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    const signedOut = page.getByRole('heading', { name: 'You are signed out' });
    await expect.poll(() => hasFocus(signedOut)).toBe(true);
    expect(where(page)).toBe('/events?page=2&per_page=12');
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(loaded);

    // From the signed-out page, which sends a signed-in person on to the events.
    await page.goto('/signed-out');
    await page.getByText('Use a personal access token instead').click();
    await page.getByLabel('Personal access token').fill(accessToken);
    await page.getByLabel('Personal access token').press('Enter');
    await expectCards(page, 24);
    await expect.poll(() => hasFocus(page.getByRole('heading', { name: 'Events', level: 1 }))).toBe(true);
    await context.close();
  });

  it('uses a pasted personal token for this tab only, labelled, and signs out when the API refuses it', async () => {
    const { accessToken } = await getSandboxTokens(SANDBOX_ORIGIN, 'team-member', APP_ORIGIN);
    const { page, context } = await newPage(browser, { colorScheme: 'dark' });
    await page.goto('/events?page=2&per_page=12');
    await page.getByText('Use a personal access token instead').click();
    await expectNoAxeViolations(page);
    await page.getByLabel('Personal access token').fill(accessToken);
    await page.getByRole('button', { name: 'Use this token' }).click();
    await expectCards(page, 12);
    await page.getByRole('button', { name: 'Personal token' }).waitFor();
    expect(where(page)).toBe('/events?page=2&per_page=12');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(accessToken);

    const second = await context.newPage();
    await second.goto('/events');
    await signInButton(second).waitFor();

    await page.evaluate(() => {
      const stored = JSON.parse(sessionStorage.getItem('teamboard.session') ?? '{}');
      sessionStorage.setItem(
        'teamboard.session',
        JSON.stringify({ ...stored, accessToken: 'no-longer-valid-1234' }),
      );
    });
    await page.reload();
    await page.getByText('The API did not accept the personal token').waitFor();
    expect(await storedSession(page)).toBeNull();
    await context.close();
  });
});
