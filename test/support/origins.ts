/**
 * Ports for e2e and bench, apart from the dev defaults (4010/5173) so both can run at once.
 * E2E_PORT_OFFSET moves them all, so two test runs on one machine do not collide.
 */
const baseOffset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

/** How many e2e files run at once, each against a stack (sandbox, app, side servers) of its own. */
export const E2E_LANES = 2;

/** A lane's ports sit this far from the next lane's: every test server is within 4110–4199 + offset. */
const LANE_PORTS = 200;

/** The ports of one lane's stack. */
export function laneOrigins(lane: number) {
  const portOffset = baseOffset + lane * LANE_PORTS;
  return {
    portOffset,
    SANDBOX_ORIGIN: `http://127.0.0.1:${4110 + portOffset}`,
    APP_ORIGIN: `http://127.0.0.1:${4173 + portOffset}`,
  };
}

/**
 * This process's lane: E2E_LANE when set (the soak, beside other projects' workers), else the vitest
 * worker's number (1 or 2 in the e2e project); lane 0 outside vitest (bench, screenshots).
 */
export const ownLane = Number(process.env.E2E_LANE ?? Number(process.env.VITEST_POOL_ID ?? 1) - 1) || 0;

export const { portOffset, SANDBOX_ORIGIN, APP_ORIGIN } = laneOrigins(ownLane);
