import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configuredOrigins, contentSecurityPolicy, securityHeaders } from '../src/config/security-headers';
import { startNode, stop } from './support/processes';

const root = resolve(import.meta.dirname, '..');
const port = 4390 + (Number(process.env.E2E_PORT_OFFSET ?? 0) || 0);

describe('npm run preview', () => {
  it('sends the headers docs/deploy.md gives, for the origins the build is configured with', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'teamboard-preview-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>t</title>');
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'assets/index-Abc123.js'), 'export {};');
    await writeFile(join(dist, 'sw.js'), '');
    const settings = {
      VITE_API_BASE_URL: 'https://api.example.com',
      VITE_OAUTH_ISSUER: 'https://auth.example.com/tenant/',
    };
    const vite = resolve(root, 'node_modules/vite/bin/vite.js');
    const origin = `http://127.0.0.1:${port}`;
    const server = await startNode(
      [vite, 'preview', '--outDir', dist, '--port', String(port)],
      settings,
      async () => (await fetch(origin)).ok,
    );
    try {
      const res = await fetch(`${origin}/events?page=2`);
      const expected = securityHeaders(contentSecurityPolicy(configuredOrigins(settings)));
      for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), name).toBe(value);
      expect(res.headers.get('content-security-policy')).toContain(
        "connect-src 'self' https://api.example.com https://auth.example.com",
      );
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const asset = await fetch(`${origin}/assets/index-Abc123.js`);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // The service worker is checked on every visit: a long-cached one would hold people on an old build.
      expect((await fetch(`${origin}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
    } finally {
      await stop(server);
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('configuredOrigins', () => {
  it('takes the API and sign-in origins, else the sandbox', () => {
    expect(
      configuredOrigins({
        VITE_API_BASE_URL: 'https://api.example.com/v1',
        VITE_OAUTH_TOKEN_ENDPOINT: 'https://login.example.com/token',
        VITE_OAUTH_CLIENT_ID: 'not-a-url',
      }).connect,
    ).toEqual(['https://api.example.com', 'https://login.example.com']);
    expect(configuredOrigins({}).connect).toEqual(['http://127.0.0.1:4010']);
    expect(configuredOrigins({ VITE_SANDBOX_ORIGIN: 'http://127.0.0.1:4020' }).connect).toEqual([
      'http://127.0.0.1:4020',
    ]);
  });
});
