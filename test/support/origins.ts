/**
 * Ports for e2e and bench, apart from the dev defaults (4010/5173) so both can run at once.
 * E2E_PORT_OFFSET moves both, so two test runs on one machine do not collide.
 */
export const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

export const SANDBOX_ORIGIN = `http://127.0.0.1:${4110 + portOffset}`;
export const APP_ORIGIN = `http://127.0.0.1:${4173 + portOffset}`;
