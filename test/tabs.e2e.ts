import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOVER_WAIT_MS } from '../src/auth/session-handover';
import { launchBrowser, newPage, signIn } from './support/browser';
import { SANDBOX_ORIGIN } from './support/origins';

const AUTHORIZATION_ENDPOINT = `${SANDBOX_ORIGIN}/oauth/auth`;
const eventCards = (page: Page) => page.getByRole('list', { name: 'Events' }).getByRole('article');
const accountButton = (page: Page) => page.getByRole('button', { name: 'Tamsin Member' });

/** Every request `page` sends to the sign-in server's authorization endpoint, from its first. */
function authorizationRequests(page: Page): URL[] {
  const sent: URL[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(AUTHORIZATION_ENDPOINT)) sent.push(new URL(request.url()));
  });
  return sent;
}

/** Milliseconds from each of `times` asks to the first answer, sent from `page` (no app in it) as a new tab's app asks. */
function answerTimes(page: Page, times: number): Promise<number[]> {
  return page.evaluate(async (times) => {
    const channel = new BroadcastChannel('teamboard.auth');
    const took: number[] = [];
    for (let ask = 0; ask < times; ask++) {
      const replyTo = `measuring-${ask}`;
      const asked = performance.now();
      await new Promise<void>((answered) => {
        channel.onmessage = (event) => {
          if (event.data?.type === 'session-give' && event.data.replyTo === replyTo) answered();
        };
        channel.postMessage({ type: 'session-ask', replyTo });
      });
      took.push(performance.now() - asked);
    }
    channel.close();
    return took;
  }, times);
}

describe('a new tab beside an open, signed-in one', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('takes the session from it and shows the cards without visiting the sign-in server', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'team-member', '/events');
    await eventCards(page).first().waitFor();
    const fresh = await context.newPage();
    const authorizations = authorizationRequests(fresh);
    await fresh.goto('/events');
    await eventCards(fresh).first().waitFor();
    await accountButton(fresh).waitFor();
    expect(authorizations).toEqual([]);
    // A copy, as a duplicated tab's: the refresh token stayed with the first tab.
    const stored = await fresh.evaluate(() =>
      JSON.parse(sessionStorage.getItem('teamboard.session') ?? '{}'),
    );
    expect(stored).toMatchObject({ mode: 'oauth', refreshToken: null });
    await fresh.close();

    // The signed-in tab answers well within the wait: asked from a page of the app's origin that is not the app.
    const probe = await context.newPage();
    await probe.goto('/favicon.svg');
    const took = await answerTimes(probe, 20);
    expect(Math.max(...took), `answers took ${took.join(', ')} ms`).toBeLessThan(HANDOVER_WAIT_MS);
    await context.close();
  });

  it('with no tab beside it, signs in silently at the sign-in server and shows the cards', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'team-member', '/events');
    await eventCards(page).first().waitFor();
    await page.close();
    const fresh = await context.newPage();
    const authorizations = authorizationRequests(fresh);
    await fresh.goto('/events');
    await eventCards(fresh).first().waitFor();
    await accountButton(fresh).waitFor();
    expect(authorizations.length).toBeGreaterThan(0);
    expect(authorizations.every((url) => url.searchParams.get('prompt') === 'none')).toBe(true);
    await context.close();
  });
});
