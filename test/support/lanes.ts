import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** How many e2e files run at once, each against a stack (sandbox, app, side servers) of its own. */
export const E2E_LANES = 2;

function listen(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => {
      server.unref();
      resolve(true);
    });
  });
}

/**
 * Takes the first lane no other live process holds, for as long as this process lives: a lane is held by
 * listening on its claim port, which the system frees however the process ends. Vitest's worker numbers
 * cannot say it: a worker of the group before can free its number after the next group's workers took
 * theirs, and two files then share one number. A worker that is still on its way out holds its lane for
 * a moment, so a lane is waited for.
 */
export async function claimLane(claimPort: (lane: number) => number, waitMs = 30_000): Promise<number> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    for (let lane = 0; lane < E2E_LANES; lane++) if (await listen(claimPort(lane))) return lane;
    if (Date.now() > deadline) throw new Error(`another process holds each of the ${E2E_LANES} e2e lanes`);
    await sleep(250);
  }
}
