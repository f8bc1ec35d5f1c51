import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { E2E_LANES, laneOffset, sandboxOrigin } from './origins';
import { buildApp, e2eDistDirAt, type Stack, startStack } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
  }
}

// The e2e and soak projects share the lanes' builds and stacks: both setups run in vitest's main process.
const shared = globalThis as typeof globalThis & {
  teamboardStack?: { stack: Promise<Stack>; users: number };
};

async function buildAndStart(offset: number): Promise<Stack> {
  const dist = e2eDistDirAt(offset);
  if (process.env.E2E_SKIP_BUILD !== '1')
    await buildApp(dist, [], { VITE_SANDBOX_ORIGIN: sandboxOrigin(offset) });
  return startStack(dist, offset);
}

/** Every lane's stack, or none: one that fails to start closes those that did. */
async function startLanes(): Promise<Stack> {
  const lanes = Array.from({ length: E2E_LANES }, (_, lane) => buildAndStart(laneOffset(lane)));
  const started = await Promise.allSettled(lanes);
  const stacks = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const close = async () => {
    await Promise.all(stacks.map((stack) => stack.close()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  return { close };
}

/** Once per run, whichever browser project starts first: find Chromium, build the app, start the servers. */
export default async function setup(project: TestProject) {
  project.provide('chromiumPath', findChromium());
  shared.teamboardStack ??= { stack: startLanes(), users: 0 };
  const mine = shared.teamboardStack;
  mine.users += 1;
  await mine.stack;
  return async () => {
    mine.users -= 1;
    if (mine.users === 0) await (await mine.stack).close();
  };
}
