import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
    encoding: 'utf8',
  });
  const path = found.stdout.trim();
  return path && executable(path) ? path : null;
}

/**
 * Finds Chromium for the e2e tests and the bench: CHROME_PATH, else `chromium` on the PATH, else
 * Debian's package installed with apt when we are root, else a message that says how to get it.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (executable(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, which is not an executable file.`);
  }
  const found = onPath() ?? candidates.find(executable);
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('Chromium not found: installing Debian package "chromium" with apt-get (one time)...');
    execFileSync(
      'sh',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'],
      {
        stdio: 'inherit',
      },
    );
    const installed = onPath() ?? candidates.find(executable);
    if (installed) return installed;
  }
  throw new Error(
    'Chromium is needed for the end-to-end tests and was not found. Install it (Debian/Ubuntu: ' +
      '`sudo apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome executable.',
  );
}

/**
 * Chromium's own address-bar popups, which it loads in a hidden renderer for every new window: one
 * Playwright context each, about a second of CPU apiece on this two-core machine (docs/development.md).
 */
const browserUiFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Playwright's own `--disable-features` list. Chromium keeps only the last of a switch given twice, so a
 * list of ours must repeat it, or Playwright's would be dropped whole.
 */
export function playwrightDisabledFeatures(bundle: string): string[] {
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
  const names = [...(list ?? '').matchAll(/"(\w+)"/g)].map((match) => match[1] as string);
  if (names.length === 0)
    throw new Error(
      'playwright-core no longer lists its disabled Chromium features where test/support/chromium.ts reads them',
    );
  return names;
}

/** What Playwright itself turns off, read from the `playwright-core` installed here. */
export const playwrightDefaults = playwrightDisabledFeatures(
  readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8'),
);

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...playwrightDefaults, ...browserUiFeatures].join(',')}`,
];
