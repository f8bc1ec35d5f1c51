export {};

// `npm run bench`. The bench takes its own ports (BENCH_PORT_OFFSET, default 50, on top of the e2e
// defaults) so it never collides with a test run; the origins module reads the offset at import.
process.env.E2E_PORT_OFFSET = process.env.BENCH_PORT_OFFSET ?? '50';
// Fresh contexts start from one signed-in session; a token outliving the run means none of them refreshes
// it (refresh tokens rotate, so a refresh in one context would sign the next one out).
process.env.SANDBOX_ACCESS_TOKEN_TTL = String(6 * 3600);

const { main } = await import('./main');
await main();
