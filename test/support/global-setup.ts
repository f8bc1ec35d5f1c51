import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { originsAt, portOffset, SECOND_LANE, SECOND_LANE_OFFSET } from './origins';
import { buildApp, distDirFor, type Stack, startStack } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
  }
}

type Shared = { stack: Promise<Stack>; users: number };

// The projects of one lane (e2e and soak) share one build and one stack; each lane has its own, at the
// lane's port offset. Every setup runs in vitest's main process, which sees none of a project's env.
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
  // The lane's files get the same offset from the project's env (vite.config.ts).
  const offset = portOffset + (project.name === SECOND_LANE ? SECOND_LANE_OFFSET : 0);
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
