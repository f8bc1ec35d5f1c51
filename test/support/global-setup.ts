import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { E2E_LANES } from './lanes';
import { buildLane, laneDistDir, type Stack, startStack } from './servers';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
  }
}

// The e2e and soak projects share the stacks: both setups run in vitest's main process.
const shared = globalThis as typeof globalThis & {
  teamboardStacks?: { stacks: Promise<Stack[]>; users: number };
};

async function buildAndStart(lane: number): Promise<Stack> {
  if (process.env.E2E_SKIP_BUILD !== '1') await buildLane(lane);
  return startStack(laneDistDir(lane), lane);
}

/** Every lane's stack, or none: a lane that fails to start closes the others' servers. */
async function startLanes(): Promise<Stack[]> {
  const lanes = await Promise.allSettled(Array.from({ length: E2E_LANES }, (_, lane) => buildAndStart(lane)));
  const failed = lanes.find((lane) => lane.status === 'rejected');
  const stacks = lanes.flatMap((lane) => (lane.status === 'fulfilled' ? [lane.value] : []));
  if (!failed) return stacks;
  await Promise.all(stacks.map((stack) => stack.close()));
  throw failed.reason;
}

/** Once per run, whichever browser project starts first: find Chromium, build the app, start the servers. */
export default async function setup(project: TestProject) {
  project.provide('chromiumPath', findChromium());
  shared.teamboardStacks ??= {
    stacks: startLanes(),
    users: 0,
  };
  const mine = shared.teamboardStacks;
  mine.users += 1;
  await mine.stacks;
  return async () => {
    mine.users -= 1;
    if (mine.users === 0) await Promise.all((await mine.stacks).map((stack) => stack.close()));
  };
}
