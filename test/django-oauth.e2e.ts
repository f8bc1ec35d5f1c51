import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/config/security-headers';
import { closeLastTab, launchBrowser, newPage } from './support/browser';
import {
  DJANGO_API_ORIGIN,
  DJANGO_ORIGIN,
  DJANGO_PASSWORD,
  type DjangoOAuth,
  djangoAppSettings,
  startDjangoOAuth,
} from './support/django-oauth';
import { portOffset as offset, SANDBOX_ORIGIN } from './support/origins';
import { buildApp } from './support/servers';
import { type StaticServer, securityHeaders, startStaticServer } from './support/static-server';

// Teamboard against Django OAuth Toolkit as deployed from its documentation: paths that end in "/", a
// discovery document only at `…/openid-configuration/`, and a login page as its answer to prompt=none.
// One build per recipe of docs/providers.md.

const APPS = {
  explicit: `http://127.0.0.1:${4185 + offset}`,
  issuerOnly: `http://127.0.0.1:${4186 + offset}`,
  discoveryUrl: `http://127.0.0.1:${4187 + offset}`,
} as const;

let django: DjangoOAuth;
let browser: Browser;
const servers: StaticServer[] = [];

beforeAll(async () => {
  django = await startDjangoOAuth(Object.values(APPS));
  const headers = securityHeaders(
    contentSecurityPolicy({ connect: [DJANGO_ORIGIN, DJANGO_API_ORIGIN], images: [SANDBOX_ORIGIN] }),
  );
  for (const [recipe, origin] of Object.entries(APPS) as [keyof typeof APPS, string][]) {
    const root = resolve(import.meta.dirname, `../.tmp/e2e-dist-django-${recipe}-${new URL(origin).port}`);
    if (process.env.E2E_SKIP_BUILD !== '1') await buildApp(root, [], djangoAppSettings[recipe]);
    servers.push(await startStaticServer({ root, port: Number(new URL(origin).port), headers }));
  }
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.close()));
  await django?.close();
});

const eventCards = (page: Page) => page.getByRole('list', { name: 'Events' }).getByRole('article');
const signInButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^sign in$/i });
/** Django's answers at `path`, from its `from`th request on. */
const served = (path: string, from = 0) =>
  django.requests.slice(from).filter((request) => request.line.endsWith(` ${path}`));
const authorizeTrips = () =>
  django.requests.filter((request) => request.line.includes(' /o/authorize/')).length;

/** Through Django's own login form, as a person would. */
async function signInAtDjango(page: Page): Promise<void> {
  await page.waitForURL((url) => url.origin === DJANGO_ORIGIN && url.pathname === '/accounts/login/');
  await page.getByLabel('Username').fill('team-member');
  await page.getByLabel('Password').fill(DJANGO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('explicit endpoints that end in "/", silent sign-in off', () => {
  it('signs in, uses each endpoint exactly as configured, and revokes at sign-out', async () => {
    const { page, context } = await newPage(browser, { baseURL: APPS.explicit });
    const start = django.requests.length;
    await page.goto('/events?per_page=12');
    await signInButton(page).click();
    await signInAtDjango(page);
    await eventCards(page).first().waitFor();
    expect(new URL(page.url()).search).toBe('?per_page=12');
    // The name comes from Django's ID token; the token was exchanged at /o/token/, never redirected.
    await page.getByRole('button', { name: 'Tamsin Member' }).waitFor();
    // Django logs each request after its answer.
    await expect.poll(() => served('/o/token/', start).map((request) => request.status)).toEqual([200]);
    expect(django.requests.slice(start).filter((request) => request.status === 301)).toEqual([]);

    // A new tab beside it takes its session: no trip to a server that cannot answer silently.
    const trips = authorizeTrips();
    const second = await context.newPage();
    await second.goto('/sessions?per_page=12');
    await second.getByRole('button', { name: 'Tamsin Member' }).waitFor();
    expect(authorizeTrips()).toBe(trips);
    await second.close();

    await page.getByRole('button', { name: 'Tamsin Member' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'You are signed out' }).waitFor();
    // The refresh token, then the access token (which Django ended with it: still a 200, as RFC 7009 says).
    await expect
      .poll(() => served('/o/revoke_token/', start).map((request) => request.status))
      .toEqual([200, 200]);
    await context.close();
  });
});

describe('the issuer alone, whose discovery document Django serves only at a path ending in "/"', () => {
  it('says which URL it tried, what came back and which setting helps', async () => {
    const { page, context } = await newPage(browser, { baseURL: APPS.issuerOnly });
    await page.goto('/events');
    await signInButton(page).click();
    const notice = page.getByText(/could not read the sign-in server’s settings/);
    await notice.waitFor();
    const text = await notice.textContent();
    expect(text).toContain(`It asked ${DJANGO_ORIGIN}/o/.well-known/openid-configuration and was redirected`);
    expect(text).toContain('set VITE_OAUTH_DISCOVERY_URL to that exact address');
    expect(new URL(page.url()).origin).toBe(APPS.issuerOnly);
    await context.close();
  });
});

describe('the discovery document by its own address, silent sign-in on', () => {
  it('signs in through discovery, and a new tab that Django keeps on its login page is not sent there again', async () => {
    const { page, context } = await newPage(browser, { baseURL: APPS.discoveryUrl });
    await page.goto('/events?per_page=12');
    await signInButton(page).click();
    await signInAtDjango(page);
    await eventCards(page).first().waitFor();
    expect(served('/o/.well-known/openid-configuration/').length).toBeGreaterThan(0);

    // With no tab of the app left to take a session from, a new tab tries prompt=none; Django answers it
    // with its login form, not with login_required, and the tab is left there.
    await closeLastTab(page);
    const from = django.requests.length;
    const second = await context.newPage();
    await second.goto('/sessions?per_page=12').catch(() => undefined);
    await second.waitForURL((url) => url.origin === DJANGO_ORIGIN, { waitUntil: 'load' });
    // Django logs a request after its answer, so the silent trip can be logged after its login page loads.
    const silent = () =>
      django.requests
        .slice(from)
        .filter((request) => /^GET \/o\/authorize\/\S*prompt=none/.test(request.line));
    await expect.poll(() => silent().length).toBe(1);
    const trips = authorizeTrips();
    // Typing the address again gives the sign-in button, and no other trip.
    await second.goto('/sessions?per_page=12');
    await signInButton(second).waitFor();
    expect(authorizeTrips()).toBe(trips);
    await context.close();
  });
});
