import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chromiumArgs,
  findChromium,
  playwrightDefaults,
  playwrightDisabledFeatures,
} from './support/chromium';

const disabled = (args: readonly string[]) =>
  args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.split('=')[1]?.split(','));

describe('the Chromium the tests and the bench launch', () => {
  it('turns off every feature Playwright turns off, in the one switch Chromium reads', () => {
    const ours = disabled(chromiumArgs);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toEqual(expect.arrayContaining(playwrightDefaults));
    expect(ours[0]).toEqual(expect.arrayContaining(['PaintHolding', 'WebUIOmniboxPopup']));
  });

  it('says so when Playwright’s list is not where it is read', () => {
    expect(() => playwrightDisabledFeatures('const nothing = [];')).toThrow(/no longer lists/);
  });

  it('opens a window without Chromium’s hidden address-bar pages', async () => {
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('data:text/html,<p>Teamboard</p>');
      // Chromium starts loading them with the window; by now they would be listed.
      await page.waitForTimeout(1_000);
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] } as never);
      expect(
        targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url),
      ).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
