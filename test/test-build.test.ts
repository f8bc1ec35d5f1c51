import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_ORIGIN } from './support/origins';
import { buildApp, TEST_REQUEST_TIMEOUT_MS } from './support/servers';

const outDir = resolve(import.meta.dirname, '../.tmp/test-build-settings');
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the test build', () => {
  it('takes only its own settings, not the real API settings a developer has in the shell', async () => {
    const before = process.env.VITE_API_BASE_URL;
    process.env.VITE_API_BASE_URL = 'https://api.example.com';
    try {
      await buildApp(outDir);
    } finally {
      if (before === undefined) delete process.env.VITE_API_BASE_URL;
      else process.env.VITE_API_BASE_URL = before;
    }
    const entry = readdirSync(join(outDir, 'assets')).find((name) => /^index-.*\.js$/.test(name));
    const code = readFileSync(join(outDir, 'assets', entry as string), 'utf8');
    // Vite writes the settings into the bundle as an object literal: `VITE_NAME:\`value\``.
    const settings = Object.fromEntries(
      [...code.matchAll(/(VITE_[A-Z_]+):`([^`]*)`/g)].map((m) => [m[1], m[2]]),
    );
    expect(settings).toEqual({
      VITE_SANDBOX_ORIGIN: SANDBOX_ORIGIN,
      VITE_REQUEST_TIMEOUT_MS: String(TEST_REQUEST_TIMEOUT_MS),
    });
    // The service worker keeps covers from the build's own origins too.
    const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
    expect(worker).toContain(JSON.stringify([SANDBOX_ORIGIN]));
    expect(worker).not.toContain('api.example.com');
  });
});
