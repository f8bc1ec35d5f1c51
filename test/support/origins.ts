/** Fixed ports for e2e and bench, apart from the dev defaults (4010/5173) so both can run at once. */
export const SANDBOX_ORIGIN = 'http://127.0.0.1:4110';
export const APP_ORIGIN = 'http://127.0.0.1:4173';
