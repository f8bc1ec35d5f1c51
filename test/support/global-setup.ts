import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { buildApp, e2eDistDir, type Stack, startStack } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
  }
}

// The e2e and soak projects share one build and one stack: both setups run in vitest's main process.
const shared = globalThis as typeof globalThis & {
  teamboardStack?: { stack: Promise<Stack>; users: number };
};

async function buildAndStart(): Promise<Stack> {
  if (process.env.E2E_SKIP_BUILD !== '1') await buildApp(e2eDistDir);
  return startStack(e2eDistDir);
}

/** Once per run, whichever browser project starts first: find Chromium, build the app, start the servers. */
export default async function setup(project: TestProject) {
  project.provide('chromiumPath', findChromium());
  shared.teamboardStack ??= { stack: buildAndStart(), users: 0 };
  const mine = shared.teamboardStack;
  mine.users += 1;
  await mine.stack;
  return async () => {
    mine.users -= 1;
    if (mine.users === 0) await (await mine.stack).close();
  };
}
