import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, metaPolicy } from '../src/config/security-headers';
import { expectNoAxeViolations, launchBrowser, newPage, signIn, type TestPage } from './support/browser';
import { APP_ORIGIN, SANDBOX_ORIGIN } from './support/origins';
import { addFault, clearFaults } from './support/sandbox';
import { openPersonMenu } from './support/sign-in';

/** Directive name -> its values, from a Content-Security-Policy header. */
function parsePolicy(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

describe('the strict Content Security Policy', () => {
  it('is what the static server sends with every page', async () => {
    const res = await fetch(`${APP_ORIGIN}/events?page=2`);
    const header = res.headers.get('content-security-policy') ?? '';
    const policy = parsePolicy(header);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(header).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|wasm-unsafe-eval|\*|data:|blob:/);
    expect(policy.get('connect-src')).toEqual(["'self'", SANDBOX_ORIGIN]);
    expect(policy.get('img-src')).toEqual(["'self'", SANDBOX_ORIGIN]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    // Nothing inline for the policy to block: every script is a file.
    const html = await res.text();
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc=/);
    expect(html).not.toMatch(/\sstyle=|<style\b|\son[a-z]+=/i);
    // For a host that sends no header: what a <meta> policy can hold, before any script.
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(-1);
    expect(meta).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain(`content="${metaPolicy.replaceAll("'", '&#39;')}"`);
  });

  it('is the same policy docs/deploy.md gives for nginx and for a CDN', async () => {
    const doc = await readFile(resolve(import.meta.dirname, '../docs/deploy.md'), 'utf8');
    const expected = contentSecurityPolicy({
      connect: ['https://api.example.com', 'https://auth.example.com'],
      images: ['https://images.example.com'],
    });
    const given = [...doc.matchAll(/Content-Security-Policy:? "?([^"\n]+)"?/g)].map((m) => m[1]?.trim());
    expect(given.length).toBeGreaterThanOrEqual(3);
    for (const policy of given) expect(policy).toBe(expected);
  });
});

type Tokens = { access: Set<string>; refresh: Set<string>; id: Set<string> };

describe('a full session under the policy', () => {
  let browser: Browser;
  let session: TestPage;
  let page: Page;
  const violations: string[] = [];
  const tokens: Tokens = { access: new Set(), refresh: new Set(), id: new Set() };
  const consoleTexts: string[] = [];
  const urls: string[] = [];
  const imageReferers: string[] = [];
  const shownTexts: string[] = [];
  const storedLocally: string[] = [];

  const allTokens = () => [...tokens.access, ...tokens.refresh, ...tokens.id];
  const credentials = () => [...tokens.access, ...tokens.refresh];

  /** localStorage as one string, and what the page shows, kept for the token checks at the end. */
  async function snapshot() {
    storedLocally.push(await page.evaluate(() => JSON.stringify({ ...localStorage })));
    shownTexts.push(await page.locator('body').innerText());
  }

  let tokenEndpoint: string;
  beforeAll(async () => {
    const discovery = (await (
      await fetch(`${SANDBOX_ORIGIN}/oauth/.well-known/openid-configuration`)
    ).json()) as { token_endpoint: string };
    tokenEndpoint = discovery.token_endpoint;
    browser = await launchBrowser();
  });
  // A context of its own for each try: a retry starts signed out, with nothing gathered by the try before.
  beforeEach(async () => {
    for (const gathered of [violations, consoleTexts, urls, imageReferers, shownTexts, storedLocally])
      gathered.length = 0;
    for (const kind of Object.values(tokens)) kind.clear();
    // No service worker: it would serve the page file this session fails to load on purpose from its
    // cache. offline.e2e.ts runs the worker under this same policy.
    session = await newPage(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
      serviceWorkers: 'block',
    });
    page = session.page;

    await page.exposeBinding('__reportViolation', (_source, text: string) => {
      violations.push(text);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
        report(`${event.documentURI}: ${event.effectiveDirective} blocked ${event.blockedURI}`);
      });
    });
    page.on('response', async (response) => {
      if (response.url() !== tokenEndpoint || response.request().method() !== 'POST') return;
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (typeof body.access_token === 'string') tokens.access.add(body.access_token);
      if (typeof body.refresh_token === 'string') tokens.refresh.add(body.refresh_token);
      if (typeof body.id_token === 'string') tokens.id.add(body.id_token);
    });
    page.on('console', (message) => consoleTexts.push(message.text()));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) urls.push(frame.url());
    });
    page.on('request', (request) => {
      urls.push(request.url());
      if (request.resourceType() === 'image')
        void request.allHeaders().then((headers) => imageReferers.push(headers.referer ?? ''));
    });
  });
  afterEach(async () => {
    await clearFaults();
    await session?.context.close();
  });
  afterAll(() => browser?.close());

  it('signs in, pages, opens an event, switches list and theme, refreshes, fails, signs out: no violation, no token leak', async () => {
    const cards = (name: string) => page.getByRole('list', { name }).getByRole('article');

    await signIn(page, 'team-member', '/events');
    await cards('Events').first().waitFor();
    expect(tokens.access.size).toBeGreaterThan(0);
    expect(tokens.refresh.size).toBeGreaterThan(0);
    await snapshot();

    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    const first = cards('Events').first().getByRole('link').first();
    await first.click();
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    await snapshot();
    await page.goBack();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sessions' }).click();
    await cards('Sessions').first().waitFor();
    await openPersonMenu(page);
    await page.getByRole('combobox', { name: 'Colour theme' }).selectOption('dark');
    await page.keyboard.press('Escape');

    // Every token the sandbox issued is now expired: the next request refreshes silently.
    const issued = tokens.access.size;
    await addFault({ kind: 'expire-tokens' });
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => tokens.access.size, { timeout: 15_000 }).toBeGreaterThan(issued);
    await cards('Sessions').first().waitFor();
    await snapshot();

    // An API error on screen, after a reload that restores the session in this tab.
    await addFault({ match: 'sessions', page: 4, kind: 'malformed-json', times: 1 });
    await page.goto('/sessions?page=4&per_page=24');
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await snapshot();
    await page.getByRole('button', { name: 'Retry' }).click();
    await cards('Sessions').first().waitFor();

    // A crash in a page: the item page's code cannot be fetched. "Copy details" holds no token.
    await page.route('**/assets/item-page-*.js', (route) => route.abort());
    await cards('Sessions').first().getByRole('link').first().click();
    const crash = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'Something went wrong' }) });
    await crash.waitFor();
    await expectNoAxeViolations(page);
    await crash.getByRole('button', { name: 'Copy details' }).click();
    await page.getByText('Details copied.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/dynamically imported module/);
    expect(copied).toContain('Page: http://');
    await snapshot();
    await page.unroute('**/assets/item-page-*.js');
    await crash.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/sessions\/./);

    await page.getByRole('banner').getByRole('button', { expanded: false }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.origin === APP_ORIGIN && !url.pathname.startsWith('/events'));
    await page
      .getByRole('main')
      .getByRole('button', { name: /^sign in$/i })
      .waitFor();
    await snapshot();
    const sessionStored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));

    expect(violations).toEqual([]);
    expect(session.errors.filter((e) => e.startsWith('uncaught'))).toEqual([]);
    expect(imageReferers.length).toBeGreaterThan(0);
    for (const token of allTokens()) {
      for (const stored of storedLocally) expect(stored).not.toContain(token);
      for (const text of consoleTexts) expect(text).not.toContain(token);
      for (const text of shownTexts) expect(text).not.toContain(token);
      for (const referer of imageReferers) expect(referer).not.toContain(token);
      for (const url of urls) expect(url).not.toContain(token);
      expect(copied).not.toContain(token);
      // Signing out forgets the tab's tokens too.
      expect(sessionStored).not.toContain(token);
    }
    expect(credentials().length).toBeGreaterThanOrEqual(4);
    // The app's no-referrer policy: image hosts do not even learn which page asked.
    expect(imageReferers.filter((referer) => referer !== '')).toEqual([]);
  });
});
