import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './server';
import { getList, startTestSandbox } from './testing';

const root = resolve(import.meta.dirname, '..');

/** Runs a sandbox script with node directly (as npm would) and collects its output and exit code. */
function runScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'sandbox', script), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('error', fail);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

/** A port something already listens on, and that something. */
async function portInUse() {
  const blocker = createServer();
  await new Promise<void>((listening) => blocker.listen(0, '127.0.0.1', listening));
  const address = blocker.address();
  return { port: typeof address === 'object' && address ? address.port : 0, blocker };
}

describe.concurrent('npm run sandbox (sandbox/main.ts)', () => {
  it.each(['abc', '70000', '-1', '4010x'])(
    'refuses SANDBOX_PORT=%s with one line naming it',
    async (port) => {
      const { code, stdout, stderr } = await runScript('main.ts', [], { SANDBOX_PORT: port });
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^SANDBOX_PORT .*port/)]);
      expect(stderr).toContain(port);
    },
  );

  it('refuses a port in use with one line, exit 1', async () => {
    const { port, blocker } = await portInUse();
    try {
      const { code, stderr } = await runScript('main.ts', [], { SANDBOX_PORT: String(port) });
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        `SANDBOX_PORT ${port} is already in use; pick another with SANDBOX_PORT=`,
      ]);
    } finally {
      blocker.close();
    }
  });
});

describe('npm start (sandbox/start.ts)', () => {
  it('refuses a dev server port in use with one line, before starting anything', async () => {
    const { port, blocker } = await portInUse();
    try {
      // The sandbox's port does not matter: nothing starts.
      const { code, stdout, stderr } = await runScript('start.ts', ['--port', String(port)], {
        SANDBOX_PORT: '',
      });
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr.trim().split('\n')).toEqual([
        `Port ${port} for the dev server is already in use; pick another with npm start -- --port`,
      ]);
    } finally {
      blocker.close();
    }
  });

  it('refuses the same port for the dev server and the sandbox with one line', async () => {
    const { code, stdout, stderr } = await runScript('start.ts', ['--port', '4555'], {
      SANDBOX_PORT: '4555',
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      'The dev server and the sandbox cannot share port 4555; pick another with SANDBOX_PORT=',
    ]);
  });
});

describe('npm run sandbox:token (sandbox/token-cli.ts)', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('prints only an access token that the API accepts', async () => {
    const { code, stdout } = await runScript('token-cli.ts', ['team-member'], {
      SANDBOX_ORIGIN: sandbox.origin,
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+\n$/);
    expect(
      (await getList(sandbox.origin, 'events', stdout.trim(), 'per_page=24&page=2')).body?.events,
    ).toHaveLength(24);
  });

  it('lists the valid logins for an unknown one, exit 1', async () => {
    const { code, stdout, stderr } = await runScript('token-cli.ts', ['nobody'], {
      SANDBOX_ORIGIN: sandbox.origin,
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      'Unknown login "nobody". Valid logins: team-member, big-team, empty-team, no-team',
    );
  });
});
