import { type ChildProcess, spawn } from 'node:child_process';

/** Runs a command to completion, failing with its output when it exits non-zero. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/** Spawns a long-running node process and resolves once `ready()` answers true. */
export function startNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<ChildProcess> {
  return startProcess(process.execPath, args, env, ready, timeoutMs);
}

/** Spawns a long-running process and resolves once `ready()` answers true. */
export async function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<ChildProcess> {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${command} ${args.join(' ')} exited ${child.exitCode}:\n${output}`);
    if (await ready().catch(() => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop(child);
  throw new Error(`${command} ${args.join(' ')} was not ready after ${timeoutMs} ms:\n${output}`);
}

export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
