import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { APP_ORIGIN } from './origins';
import { buildApp, startStack } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
  }
}

/** Once per e2e run: find Chromium, build the app, start the sandbox and the static server. */
export default async function setup(project: TestProject) {
  project.provide('chromiumPath', findChromium());
  const distDir = resolve(import.meta.dirname, `../../.tmp/e2e-dist-${new URL(APP_ORIGIN).port}`);
  if (process.env.E2E_SKIP_BUILD !== '1') await buildApp(distDir);
  const stack = await startStack(distDir);
  return () => stack.close();
}
