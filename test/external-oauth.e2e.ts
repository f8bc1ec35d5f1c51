import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/config/security-headers';
import { launchBrowser, newPage } from './support/browser';
import {
  EXTERNAL_API_ORIGIN,
  EXTERNAL_AUTH_ORIGIN,
  type ExternalAuth,
  externalAppSettings,
  startExternalAuth,
} from './support/external-oauth';
import { portOffset as offset, SANDBOX_ORIGIN } from './support/origins';
import { buildApp } from './support/servers';
import { type StaticServer, securityHeaders, startStaticServer } from './support/static-server';

// Teamboard against an authorization server it was not written with (oauth2-mock-server), once built for
// OpenID Connect and once for plain OAuth 2, each with the issuer `<origin>/tenant/` and 16-second tokens.

const OIDC_APP = `http://127.0.0.1:${4180 + offset}`;
const PLAIN_APP = `http://127.0.0.1:${4181 + offset}`;
const TOKEN_TTL = 16;

let external: ExternalAuth;
let browser: Browser;
const apps: StaticServer[] = [];

beforeAll(async () => {
  external = await startExternalAuth({ appOrigins: [OIDC_APP, PLAIN_APP], tokenTtl: TOKEN_TTL });
  const headers = securityHeaders(
    contentSecurityPolicy({ connect: [EXTERNAL_AUTH_ORIGIN, EXTERNAL_API_ORIGIN], images: [SANDBOX_ORIGIN] }),
  );
  for (const [mode, origin] of [
    ['oidc', OIDC_APP],
    ['oauth2', PLAIN_APP],
  ] as const) {
    const root = resolve(import.meta.dirname, `../.tmp/e2e-dist-external-${mode}-${new URL(origin).port}`);
    if (process.env.E2E_SKIP_BUILD !== '1') await buildApp(root, [], externalAppSettings(mode));
    apps.push(await startStaticServer({ root, port: Number(new URL(origin).port), headers }));
  }
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(apps.map((app) => app.close()));
  await external?.close();
});

/** The API requests of a context: the token each carried, and what came back. */
function watchApi(context: BrowserContext) {
  const sent: { token: string; url: string }[] = [];
  const statuses: number[] = [];
  const discovery: string[] = [];
  context.on('request', (request) => {
    if (request.url().startsWith(`${EXTERNAL_API_ORIGIN}/v1/`))
      sent.push({ token: request.headers().authorization ?? '', url: request.url() });
    if (request.url().includes('/.well-known/')) discovery.push(new URL(request.url()).pathname);
  });
  context.on('response', (response) => {
    if (response.url().startsWith(`${EXTERNAL_API_ORIGIN}/v1/`)) statuses.push(response.status());
  });
  return { sent, statuses, discovery };
}

const eventCards = (page: Page) => page.getByRole('list', { name: 'Events' }).getByRole('article');
const refreshes = () => external.grants.filter((grant) => grant === 'refresh_token').length;

async function signIn(page: Page): Promise<void> {
  await page.goto('/events?per_page=12');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^sign in$/i })
    .click();
  await eventCards(page).first().waitFor();
}

/** Marks the tab's access token due, so the app's next request renews it first. */
async function makeTokenDue(page: Page): Promise<void> {
  await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('teamboard.session') ?? '{}');
    sessionStorage.setItem('teamboard.session', JSON.stringify({ ...stored, refreshAt: Date.now() }));
  });
}

describe('OpenID Connect, issuer with a path ending in "/"', () => {
  let page: Page;
  let context: BrowserContext;
  let api: ReturnType<typeof watchApi>;

  beforeAll(async () => {
    external.setMode('oidc');
    ({ page, context } = await newPage(browser, { baseURL: OIDC_APP }));
    api = watchApi(context);
    await signIn(page);
  });
  afterAll(() => context.close());

  it('signs in with PKCE, a nonce and the audience, shows the name from userinfo, and the API takes the token', async () => {
    const request = external.authorizations.at(-1) as URLSearchParams;
    expect(request.get('code_challenge_method')).toBe('S256');
    expect(request.get('scope')).toBe('openid profile api:read');
    expect(request.get('nonce')).toBeTruthy();
    expect(request.get('audience')).toBe('urn:teamboard:api');
    expect(new Set(api.discovery)).toEqual(new Set(['/tenant/.well-known/openid-configuration']));
    await page.getByRole('button', { name: 'Tamsin Member' }).waitFor();
    expect(api.statuses.length).toBeGreaterThan(0);
    expect(api.statuses.every((status) => status === 200)).toBe(true);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/eyJ/);
  });

  it('refreshes 16-second tokens ahead of expiry, each serving many requests, without a storm', async () => {
    // The sign-in's token may already be due on a busy machine: made due now, every token counted here
    // lives its whole life in the loop.
    await makeTokenDue(page);
    const before = refreshes();
    const firstRequest = api.sent.length;
    const firstStatus = api.statuses.length;
    // Browse until the app has renewed its token twice; a fixed margin longer than the token's life
    // would renew before every request instead.
    for (let visit = 0; visit < 200 && refreshes() - before < 2; visit++) {
      await page.goto(`/events?page=${(visit % 4) + 1}&per_page=12`);
      await eventCards(page).first().waitFor();
      // No navigation cuts off a renewal under way: its new refresh token would be lost with the page.
      await page.waitForLoadState('networkidle');
    }
    const renewed = refreshes() - before;
    const tokens = api.sent.slice(firstRequest).map((request) => request.token);
    // The session goes on after them. A busy machine may reach the second token's renewal on the way, so
    // the count is taken before this visit.
    await page.goto('/events?per_page=12');
    await eventCards(page).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(renewed).toBe(2);
    const uses = [...new Set(tokens)].map((token) => tokens.filter((used) => used === token).length);
    expect(uses.length).toBe(2);
    expect(uses.slice(0, -1).every((count) => count > 2)).toBe(true);
    expect(api.statuses.slice(firstStatus)).not.toContain(401);
  }, 180_000);

  it('recovers silently from a 401 for a token issued a moment before', async () => {
    const before = refreshes();
    const statusesBefore = api.statuses.length;
    external.refuseNextIssued();
    // The next load renews first (its token is due), and the API refuses the token it just got.
    await makeTokenDue(page);
    await page.goto('/events?page=3&per_page=12');
    await eventCards(page).first().waitFor();
    // The cards can be the ones kept from the last visit: the API's answers come after them.
    await expect.poll(() => api.statuses.slice(statusesBefore)).toContain(401);
    await expect.poll(() => api.statuses.at(-1)).toBe(200);
    expect(refreshes() - before).toBe(2);
    expect(await page.getByText(/session has ended/i).count()).toBe(0);
    await page.getByRole('button', { name: 'Tamsin Member' }).waitFor();
  });

  it('revokes the tokens at sign-out and ends the server session', async () => {
    const revoked = external.revocations.length;
    await page.getByRole('button', { name: 'Tamsin Member' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.origin === OIDC_APP && url.pathname === '/');
    await page.getByRole('heading', { name: 'You are signed out' }).waitFor();
    expect(external.revocations.length - revoked).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('teamboard.session'))).toBeNull();
  });
});

describe('plain OAuth 2: RFC 8414 metadata, scopes without openid, no ID token', () => {
  let page: Page;
  let context: BrowserContext;
  let api: ReturnType<typeof watchApi>;

  beforeAll(async () => {
    external.setMode('oauth2');
    ({ page, context } = await newPage(browser, { baseURL: PLAIN_APP }));
    api = watchApi(context);
    await signIn(page);
  });
  afterAll(() => context.close());

  it('signs in from the path-inserted metadata with the resource, and says "Signed in" without a name', async () => {
    const request = external.authorizations.at(-1) as URLSearchParams;
    expect(request.get('scope')).toBe('api:read');
    expect(request.has('nonce')).toBe(false);
    expect(request.get('resource')).toBe('urn:teamboard:api');
    expect(new Set(api.discovery)).toEqual(new Set(['/.well-known/oauth-authorization-server/tenant']));
    await page.getByRole('button', { name: 'Signed in' }).waitFor();
    expect(api.statuses.every((status) => status === 200)).toBe(true);
  });

  it('refreshes on a 401 and goes on, and signs out locally with revocation where there is no end-session', async () => {
    const before = refreshes();
    external.refuseNextIssued();
    await makeTokenDue(page);
    await page.goto('/events?page=2&per_page=12');
    await eventCards(page).first().waitFor();
    // The cards can be page 2 as read ahead at the sign-in: the API's answers come after them.
    await expect.poll(() => refreshes() - before).toBe(2);

    const revoked = external.revocations.length;
    await page.getByRole('button', { name: 'Signed in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'You are signed out' }).waitFor();
    expect(new URL(page.url()).origin).toBe(PLAIN_APP);
    await expect.poll(() => external.revocations.length - revoked).toBe(2);
  });
});
