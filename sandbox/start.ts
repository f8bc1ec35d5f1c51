import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { assertPortFree, defaultSandboxPort, describe, parsePort, portArgument, startFromEnv } from './env';

// `npm start`: the sandbox in this process and the Vite dev server as a child; one Ctrl-C stops both.

const root = resolve(import.meta.dirname, '..');
// Arguments go to Vite (`npm start -- --port 5200`); the sandbox must accept that origin too.
const viteArgs = process.argv.slice(2);

let sandbox: Awaited<ReturnType<typeof startFromEnv>>;
let appUrl: string;
try {
  const vitePort = parsePort(portArgument(viteArgs), '--port', 5173);
  appUrl = `http://127.0.0.1:${vitePort}`;
  if (vitePort === parsePort(process.env.SANDBOX_PORT, 'SANDBOX_PORT', defaultSandboxPort))
    throw new Error(
      `The dev server and the sandbox cannot share port ${vitePort}; pick another with SANDBOX_PORT=`,
    );
  // Before the sandbox starts: Vite would fail only after it, with a stack trace.
  await assertPortFree(
    vitePort,
    `Port ${vitePort} for the dev server is already in use; pick another with npm start -- --port`,
  );
  sandbox = await startFromEnv(process.env, [appUrl, `http://localhost:${vitePort}`]);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const vite: ChildProcess = spawn(
  process.execPath,
  [resolve(root, 'node_modules/vite/bin/vite.js'), ...viteArgs],
  {
    cwd: root,
    env: { ...process.env, VITE_SANDBOX_ORIGIN: sandbox.origin },
    stdio: ['inherit', 'pipe', 'inherit'],
  },
);

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  if (vite.exitCode === null && vite.signalCode === null) vite.kill('SIGTERM');
  await sandbox.close();
  process.exit(code);
}

let ready = false;
vite.stdout?.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (!ready && chunk.toString().includes('Local:')) {
    ready = true;
    console.log(
      `\n${describe(sandbox.origin, sandbox.oauthMode)}\n\nTeamboard: ${appUrl}  (sandbox: ${sandbox.origin}). Ctrl-C stops both.`,
    );
  }
});
vite.on('error', (error) => {
  console.error(`Could not start the Vite dev server: ${error.message}`);
  void shutdown(1);
});
vite.on('exit', (code) => {
  if (stopping) return;
  console.error(
    ready
      ? `The Vite dev server stopped (exit ${code}); stopping the sandbox.`
      : `The Vite dev server failed to start (exit ${code}; is port ${new URL(appUrl).port} in use?); stopping the sandbox.`,
  );
  void shutdown(1);
});
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));
