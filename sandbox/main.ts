import { describe, startFromEnv } from './env';

// `npm run sandbox`: the sandbox alone, on SANDBOX_PORT (default 4010).

let sandbox: Awaited<ReturnType<typeof startFromEnv>>;
try {
  sandbox = await startFromEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
console.log(describe(sandbox.origin, sandbox.oauthMode));

function stop() {
  void sandbox.close().then(() => process.exit(0));
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
