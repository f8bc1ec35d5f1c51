import { claimLane } from './lanes';

/**
 * Ports for e2e and bench, apart from the dev defaults (4010/5173) so both can run at once.
 * E2E_PORT_OFFSET moves them all, so two test runs on one machine do not collide.
 */
const baseOffset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

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
 * This process's lane: E2E_LANE when set (the soak), one free lane claimed when E2E_CLAIM_LANE is set
 * (each e2e worker), else lane 0 (bench, screenshots).
 */
export const ownLane =
  process.env.E2E_LANE !== undefined
    ? Number(process.env.E2E_LANE) || 0
    : process.env.E2E_CLAIM_LANE === '1'
      ? await claimLane((lane) => 4199 + laneOrigins(lane).portOffset)
      : 0;

export const { portOffset, SANDBOX_ORIGIN, APP_ORIGIN } = laneOrigins(ownLane);
