import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { contentSecurityPolicy } from '../../src/config/security-headers';
import { laneOrigins, ownLane, SANDBOX_ORIGIN } from './origins';
import { run, startNode, stop } from './processes';
import { type StaticServer, securityHeaders, startStaticServer } from './static-server';

const root = resolve(import.meta.dirname, '../..');

export type Stack = { close(): Promise<void> };

/** The build a lane's e2e stack serves: its sandbox's origin is written into it. */
export function laneDistDir(lane: number): string {
  return resolve(root, `.tmp/e2e-dist-${new URL(laneOrigins(lane).APP_ORIGIN).port}`);
}

/** The build this process's e2e stack serves. */
export const e2eDistDir = laneDistDir(ownLane);

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

/** Builds a lane's app, for its own sandbox. */
export function buildLane(lane: number): Promise<void> {
  return buildApp(laneDistDir(lane), [], { VITE_SANDBOX_ORIGIN: laneOrigins(lane).SANDBOX_ORIGIN });
}

/**
 * Starts the sandbox (its own node process) and a static server for the build, with the strict CSP, on
 * the ports of `lane` (this process's own by default).
 */
export async function startStack(distDir: string, lane = ownLane): Promise<Stack> {
  const { SANDBOX_ORIGIN, APP_ORIGIN } = laneOrigins(lane);
  const sandbox: ChildProcess = await startNode(
    ['--import', 'tsx', resolve(root, 'sandbox/main.ts')],
    { SANDBOX_PORT: new URL(SANDBOX_ORIGIN).port, SANDBOX_SPA_ORIGINS: APP_ORIGIN },
    async () => (await fetch(`${SANDBOX_ORIGIN}/oauth/.well-known/openid-configuration`)).ok,
  );
  let app: StaticServer;
  try {
    app = await startStaticServer({
      root: distDir,
      port: Number(new URL(APP_ORIGIN).port),
      headers: securityHeaders(
        contentSecurityPolicy({ connect: [SANDBOX_ORIGIN], images: [SANDBOX_ORIGIN] }),
      ),
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
