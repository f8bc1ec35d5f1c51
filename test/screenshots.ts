import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './support/chromium';
import { buildApp, startStack } from './support/servers';
import { signIn } from './support/sign-in';

// `npm run screenshots`: the README's pictures, made from the real production build and sandbox.

const docs = resolve(import.meta.dirname, '../docs');
const viewports = {
  desktop: { width: 1280, height: 860 },
  phone: { width: 390, height: 844 },
} as const;

const dist = await mkdtemp(join(tmpdir(), 'teamboard-shots-'));
await buildApp(dist);
const stack = await startStack(dist);
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport, colorScheme, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await signIn(page, 'team-member');
      await page
        .getByRole('article')
        .nth(device === 'phone' ? 1 : 11)
        .waitFor();
      await page.waitForLoadState('networkidle');
      const file = join(docs, `screenshot-events-${colorScheme}-${device}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${file}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stack.close();
  await rm(dist, { recursive: true, force: true });
}
