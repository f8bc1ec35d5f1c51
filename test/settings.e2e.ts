import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';
import { addFault, clearFaults } from './support/sandbox';

// The app under the person's own settings: high contrast, reduced motion, large text, another locale,
// and the keyboard.

const cards = (page: Page, list = 'Events') => page.getByRole('list', { name: list }).getByRole('article');

/** Twice the text size, as a browser's font setting gives (through the CSSOM: the CSP forbids inline styles). */
const largeText = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement as HTMLElement;
    return root.scrollWidth - root.clientWidth;
  });

/**
 * Text cut off without a sign: a box that hides its own text's overflow with no ellipsis. An ellipsis is
 * a choice for names in cells, chips and filters, never for a control's label, a heading, or a card's
 * organiser (the seed's names are ordinary: one cut short there lost its room to something else).
 */
const clippedText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')].flatMap((element) => {
      if (element.scrollWidth <= element.clientWidth + 1) return [];
      const style = getComputedStyle(element);
      // Visually hidden words are clipped away on purpose.
      if (style.clipPath !== 'none') return [];
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') return [];
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!ownText) return [];
      const control = element.matches(
        'button, .button, select, summary, h1, h2, h3, h4, h5, h6, .organiser__name',
      );
      if (style.textOverflow === 'ellipsis' && !control) return [];
      return [
        `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.trim().slice(0, 40)}`,
      ];
    }),
  );

describe('the app under the person’s settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(() => clearFaults());

  it('shows which card has keyboard focus, inside the card where nothing clips it', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'team-member', '/events');
    const card = cards(page).nth(1);
    await card.waitFor();
    const box = await card.boundingBox();
    if (!box) throw new Error('the second card has no box');
    // The card's left edge, just inside it: where the ring must show, since the cell clips outside.
    const edge = () =>
      page.screenshot({ clip: { x: box.x, y: box.y + box.height / 2 - 20, width: 3, height: 40 } });
    const before = await edge();
    await cards(page).first().getByRole('link').first().focus();
    // Through the first card's organiser and star, onto the second card's title.
    const focusIn = () => card.evaluate((node) => node.contains(document.activeElement));
    for (let step = 0; step < 5 && !(await focusIn()); step++) await page.keyboard.press('Tab');
    expect(await focusIn()).toBe(true);
    expect((await edge()).equals(before)).toBe(false);
    await context.close();
  });

  it('opens the filters drawer on a phone and gives the focus back to its button when it closes', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await signIn(page, 'team-member', '/events?all=1');
    const open = page.getByRole('button', { name: /^Filters/ });
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByRole('checkbox', { name: /^Partners only/ }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('partners')).toBe('1');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => open.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await open.textContent()).toContain('1');
    await context.close();
  });

  it('keeps badges and "you are here" marks visible in forced colors, where backgrounds are dropped', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'team-member', '/events?page=2');
    await cards(page).first().waitFor();
    await page.emulateMedia({ forcedColors: 'active' });
    const style = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((node) => {
          const css = getComputedStyle(node);
          return { border: css.borderTopStyle, outline: css.outlineStyle, underline: css.textDecorationLine };
        });
    expect((await style('.card .status-chip')).border).toBe('solid');
    expect(await style('.app-nav__link[aria-current="page"]')).toMatchObject({
      border: 'solid',
      underline: 'underline',
    });
    expect(await style('.pager__page[aria-current="page"]')).toMatchObject({
      border: 'solid',
      underline: 'underline',
    });
    // Not an outline: that stays the focus ring's, which must still tell focused from current.
    expect((await style('.app-nav__link[aria-current="page"]')).outline).toBe('none');
    await context.close();
  });

  it('keeps the loading skeleton still when the person asks for reduced motion', async () => {
    const { page, context } = await newPage(browser, { reducedMotion: 'reduce' });
    await signIn(page, 'team-member', '/events');
    await cards(page).first().waitFor();
    await addFault({ delayMs: 3000 });
    await page.goto('/events?page=3');
    // The app's own skeleton, not index.html's frame, whose only animations are its timers.
    await page.locator('.card--skeleton').first().waitFor();
    const running = await page.evaluate(
      () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
    );
    expect(running).toBe(0);
    await context.close();
  });

  it('fits twice the text size at 320 px: no sideways scrolling, a readable item title', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 320, height: 640 } });
    await page.goto('/events');
    await largeText(page);
    await page.getByRole('heading', { name: 'Sign in to Teamboard' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    await signIn(page, 'team-member', '/events');
    await largeText(page);
    await cards(page).first().waitFor();
    await page.getByRole('link', { name: /^Load all \d/ }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    await cards(page).first().getByRole('link').first().click();
    const title = page.getByRole('heading', { level: 1 });
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    // At least a few words to a line, not a letter at a time.
    expect((await title.boundingBox())?.width).toBeGreaterThan(150);
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.goto('/events?all=1&view=table');
    await largeText(page);
    await page.getByRole('table', { name: 'Events' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await context.close();
  });

  it('fits German at 320 px: no sideways scrolling and no text cut off on the main pages', async () => {
    const { page, context } = await newPage(browser, {
      viewport: { width: 320, height: 640 },
      locale: 'de-DE',
    });
    const fits = async (where: string) => {
      expect(await sidewaysOverflow(page), where).toBe(0);
      expect(await clippedText(page), where).toEqual([]);
    };
    await signIn(page, 'team-member', '/');
    await page.getByRole('main').getByRole('article').first().waitFor();
    await fits('home');
    await page.goto('/events');
    await cards(page, 'Veranstaltungen').first().waitFor();
    await fits('events');
    await page.goto('/events?all=1');
    await page.getByRole('main').getByRole('article').first().waitFor();
    await fits('whole list');
    await cards(page, 'Veranstaltungen').first().getByRole('heading').getByRole('link').click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await fits('event page');
    await context.close();
  });

  it('uses English plurals for the English words, whatever the locale writes numbers with', async () => {
    const { page, context } = await newPage(browser, { locale: 'ja-JP' });
    await signIn(page, 'team-member', '/sessions?per_page=96');
    await cards(page, 'Sessions').first().waitFor();
    const text = await page.getByRole('list', { name: 'Sessions' }).innerText();
    expect(text).toMatch(/(^|\s)1 session(\s|$)/m);
    expect(text).not.toMatch(/(^|\s)1 sessions/m);
    await context.close();
  });
});
