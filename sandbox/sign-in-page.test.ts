import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from '../test/support/chromium';
import type { Sandbox } from './server';
import { SPA_ORIGIN, startTestSandbox } from './testing';

let sandbox: Sandbox;
let browser: Browser;

beforeAll(async () => {
  [sandbox, browser] = await Promise.all([
    startTestSandbox(),
    chromium.launch({ executablePath: findChromium(), args: chromiumArgs }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([browser?.close(), sandbox?.close()]);
});

function authorizeUrl(): string {
  const url = new URL(`${sandbox.origin}/oauth/auth`);
  url.search = new URLSearchParams({
    client_id: 'teamboard-spa',
    redirect_uri: `${SPA_ORIGIN}/callback`,
    response_type: 'code',
    scope: 'openid profile api:read',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'browser-state',
  }).toString();
  return url.href;
}

async function newPage(): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** No app runs in this suite: the redirect to the SPA is observed as a request (which then fails). */
async function spaRequest(page: Page, action: () => Promise<unknown>): Promise<URL> {
  const [request] = await Promise.all([
    page.waitForRequest((req) => req.url().startsWith(SPA_ORIGIN)),
    action().catch(() => undefined),
  ]);
  return new URL(request.url());
}

describe('sandbox sign-in page in Chromium', () => {
  it('passes axe and signs in by keyboard alone', async () => {
    const page = await newPage();
    await page.goto(authorizeUrl());
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to Teamboard');
    expect(await page.title()).toMatch(/^Sign in/);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    const buttons = page.getByRole('button');
    expect(await buttons.allTextContents()).toEqual([
      expect.stringContaining('(team-member)'),
      expect.stringContaining('(big-team)'),
      expect.stringContaining('(empty-team)'),
      expect.stringContaining('(no-team)'),
      'Cancel',
    ]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('(big-team)');
    const callback = await spaRequest(page, () => page.keyboard.press('Enter'));
    expect(callback.pathname).toBe('/callback');
    expect(callback.searchParams.get('code')).toBeTruthy();
    await page.context().close();
  });

  it('Cancel returns access_denied to the client', async () => {
    const page = await newPage();
    await page.goto(authorizeUrl());
    const callback = await spaRequest(page, () => page.getByRole('button', { name: 'Cancel' }).click());
    expect(callback.searchParams.get('error')).toBe('access_denied');
    await page.context().close();
  });

  it('signs out through end_session without another click', async () => {
    const page = await newPage();
    await page.goto(authorizeUrl());
    await spaRequest(page, () => page.getByRole('button', { name: /\(team-member\)/ }).click());
    const end = new URL(`${sandbox.origin}/oauth/session/end`);
    end.search = new URLSearchParams({
      client_id: 'teamboard-spa',
      post_logout_redirect_uri: `${SPA_ORIGIN}/`,
    }).toString();
    expect((await spaRequest(page, () => page.goto(end.href))).href).toBe(`${SPA_ORIGIN}/`);
    await page.goto(authorizeUrl());
    await expect(page.getByRole('button', { name: 'Cancel' }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
