/**
 * Ports for e2e and bench, apart from the dev defaults (4010/5173) so both can run at once.
 * E2E_PORT_OFFSET moves both, so two test runs on one machine do not collide.
 */
export type Origins = { sandbox: string; app: string };

export function originsAt(offset: number): Origins {
  return { sandbox: `http://127.0.0.1:${4110 + offset}`, app: `http://127.0.0.1:${4173 + offset}` };
}

/** This process's offset; each e2e lane's files get their own (vite.config.ts). */
export const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

/**
 * How far above the first e2e lane the second one's stack sits: past every port a file of the first
 * starts (the sandbox, the app, the external and Django servers and their apps, up to 4187).
 */
export const SECOND_LANE_OFFSET = 20;

/** The vitest project of the second e2e lane (vite.config.ts). */
export const SECOND_LANE = 'e2e-own-sandbox';

export const { sandbox: SANDBOX_ORIGIN, app: APP_ORIGIN } = originsAt(portOffset);
