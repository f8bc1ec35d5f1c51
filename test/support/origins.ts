/**
 * Ports for e2e and bench, apart from the dev defaults (4010/5173) so both can run at once.
 * E2E_PORT_OFFSET moves both, so two test runs on one machine do not collide.
 */
const baseOffset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

/**
 * E2E files run this many at once, each lane with its own build and servers: a fault, a clock or a change
 * one file sets in its sandbox never reaches a file in another lane.
 */
export const E2E_LANES = 2;

/** The port offset of a lane: each lane's servers sit 300 ports past the one before. */
export function laneOffset(lane: number): number {
  return baseOffset + lane * 300;
}

export const sandboxOrigin = (offset: number) => `http://127.0.0.1:${4110 + offset}`;
export const appOrigin = (offset: number) => `http://127.0.0.1:${4173 + offset}`;

// Vitest numbers its workers from 1 (the e2e project has one per lane); outside Vitest this is lane 0.
export const portOffset = laneOffset((Number(process.env.VITEST_POOL_ID ?? 1) - 1) % E2E_LANES);

export const SANDBOX_ORIGIN = sandboxOrigin(portOffset);
export const APP_ORIGIN = appOrigin(portOffset);
