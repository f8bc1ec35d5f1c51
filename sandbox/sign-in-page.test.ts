import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from '../test/support/chromium';
import type { Sandbox } from './server';
import { startTestSandbox } from './testing';

let sandbox: Sandbox;
let browser: Browser;
// A stand-in for the app on its own port, so redirects back to it land on a real page.
let spa: Server;
let SPA_ORIGIN: string;

beforeAll(async () => {
  spa = createServer((_req, res) => res.end('<!DOCTYPE html><title>app</title>'));
  await new Promise<void>((listening) => spa.listen(0, '127.0.0.1', listening));
  SPA_ORIGIN = `http://127.0.0.1:${(spa.address() as AddressInfo).port}`;
  [sandbox, browser] = await Promise.all([
    startTestSandbox({ spaOrigins: [SPA_ORIGIN] }),
    chromium.launch({ executablePath: findChromium(), args: chromiumArgs }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([browser?.close(), sandbox?.close()]);
  spa?.close();
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

/** Runs `action` and resolves with the app URL the sandbox redirected back to. */
async function backInApp(page: Page, action: () => Promise<unknown>): Promise<URL> {
  await Promise.all([page.waitForURL((url) => url.origin === SPA_ORIGIN), action()]);
  return new URL(page.url());
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
      expect.stringContaining('(huge-team)'),
      expect.stringContaining('(empty-team)'),
      expect.stringContaining('(no-team)'),
      'Cancel',
    ]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('(big-team)');
    const callback = await backInApp(page, () => page.keyboard.press('Enter'));
    expect(callback.pathname).toBe('/callback');
    expect(callback.searchParams.get('code')).toBeTruthy();
    await page.context().close();
  });

  it('Cancel returns access_denied to the client', async () => {
    const page = await newPage();
    await page.goto(authorizeUrl());
    const callback = await backInApp(page, () => page.getByRole('button', { name: 'Cancel' }).click());
    expect(callback.searchParams.get('error')).toBe('access_denied');
    await page.context().close();
  });

  it('signs out through end_session without another click', async () => {
    const page = await newPage();
    await page.goto(authorizeUrl());
    await backInApp(page, () => page.getByRole('button', { name: /\(team-member\)/ }).click());
    const end = new URL(`${sandbox.origin}/oauth/session/end`);
    end.search = new URLSearchParams({
      client_id: 'teamboard-spa',
      post_logout_redirect_uri: `${SPA_ORIGIN}/`,
    }).toString();
    expect((await backInApp(page, () => page.goto(end.href))).href).toBe(`${SPA_ORIGIN}/`);
    await page.goto(authorizeUrl());
    await expect(page.getByRole('button', { name: 'Cancel' }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
