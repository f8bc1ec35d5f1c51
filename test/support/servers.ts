import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { contentSecurityPolicy } from '../../src/config/security-headers';
import { appOrigin, portOffset, SANDBOX_ORIGIN, sandboxOrigin } from './origins';
import { run, startNode, stop } from './processes';
import { type StaticServer, securityHeaders, startStaticServer } from './static-server';

const root = resolve(import.meta.dirname, '../..');

export type Stack = { close(): Promise<void> };

/** The build the e2e stack at a port offset serves. */
export const e2eDistDirAt = (offset: number) =>
  resolve(root, `.tmp/e2e-dist-${new URL(appOrigin(offset)).port}`);

/** The build this lane's e2e stack serves. */
export const e2eDistDir = e2eDistDirAt(portOffset);

/** The client timeout of test builds: short, so the hanging-request fault shows its message in seconds. */
export const TEST_REQUEST_TIMEOUT_MS = 4000;

/**
 * Builds the production app for the test origins (sandbox mode, unless `settings` say otherwise); `viteArgs`
 * go to `vite build`. Only these settings count: no `.env` file, and no `VITE_` variable from the shell.
 */
export async function buildApp(
  outDir: string,
  viteArgs: string[] = [],
  settings: Record<string, string> = {},
): Promise<void> {
  const vite = resolve(root, 'node_modules/vite/bin/vite.js');
  const config = resolve(import.meta.dirname, 'vite.test-build.config.ts');
  const shellSettings = Object.keys(process.env).filter((name) => name.startsWith('VITE_'));
  await run(process.execPath, [vite, 'build', '--config', config, '--outDir', outDir, ...viteArgs], {
    ...Object.fromEntries(shellSettings.map((name) => [name, undefined])),
    VITE_SANDBOX_ORIGIN: SANDBOX_ORIGIN,
    VITE_REQUEST_TIMEOUT_MS: String(TEST_REQUEST_TIMEOUT_MS),
    ...settings,
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    NODE_ENV: 'production',
  });
}

/**
 * Starts the sandbox (its own node process) and a static server for the build, with the strict CSP, at a
 * port offset (this lane's unless given).
 */
export async function startStack(distDir: string, offset = portOffset): Promise<Stack> {
  const api = sandboxOrigin(offset);
  const spa = appOrigin(offset);
  const sandbox: ChildProcess = await startNode(
    ['--import', 'tsx', resolve(root, 'sandbox/main.ts')],
    { SANDBOX_PORT: new URL(api).port, SANDBOX_SPA_ORIGINS: spa },
    async () => (await fetch(`${api}/oauth/.well-known/openid-configuration`)).ok,
  );
  let app: StaticServer;
  try {
    app = await startStaticServer({
      root: distDir,
      port: Number(new URL(spa).port),
      headers: securityHeaders(contentSecurityPolicy({ connect: [api], images: [api] })),
    });
  } catch (error) {
    await stop(sandbox);
    throw error;
  }
  return {
    async close() {
      await Promise.all([app.close(), stop(sandbox)]);
    },
  };
}
