import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { originsAt, portOffset } from './origins';
import { buildApp, distDirFor, type Stack, startStack } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
  }
}

type Shared = { stack: Promise<Stack>; users: number };

// The projects of one lane (e2e and soak) share one build and one stack; each lane has its own, at the
// port offset its project's env gives. Every setup runs in vitest's main process.
const shared = globalThis as typeof globalThis & { teamboardStacks?: Map<number, Shared> };

async function buildAndStart(offset: number): Promise<Stack> {
  const origins = originsAt(offset);
  const dist = distDirFor(origins.app);
  if (process.env.E2E_SKIP_BUILD !== '1') await buildApp(dist, [], {}, origins);
  return startStack(dist, origins);
}

/** Once per lane, whichever of its projects starts first: find Chromium, build the app, start the servers. */
export default async function setup(project: TestProject) {
  project.provide('chromiumPath', findChromium());
  const offset = Number(project.config.env.E2E_PORT_OFFSET ?? portOffset) || 0;
  shared.teamboardStacks ??= new Map();
  const lanes = shared.teamboardStacks;
  const mine = lanes.get(offset) ?? { stack: buildAndStart(offset), users: 0 };
  lanes.set(offset, mine);
  mine.users += 1;
  await mine.stack;
  return async () => {
    mine.users -= 1;
    if (mine.users === 0) await (await mine.stack).close();
  };
}
