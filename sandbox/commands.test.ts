import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './server';
import { getList, startTestSandbox } from './testing';
import { SANDBOX_LOGINS } from './users';

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

/** Starts `npm run sandbox` and resolves once it printed that it is ready, with what it printed. */
function startMain(env: NodeJS.ProcessEnv) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(root, 'sandbox/main.ts')],
    { cwd: root, env: { ...process.env, ...env } },
  );
  return new Promise<{ child: typeof child; stdout: string }>((ready, fail) => {
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.includes('Sandbox ready')) ready({ child, stdout });
    });
    child.on('exit', (code) => fail(new Error(`sandbox exited with ${code}`)));
  });
}

async function freePort(): Promise<number> {
  const { port, blocker } = await portInUse();
  await new Promise((closed) => blocker.close(closed));
  return port;
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

  it.each([
    ['SANDBOX_OAUTH', 'openid', 'SANDBOX_OAUTH must be one of oidc, oauth2, got "openid"'],
    ['SANDBOX_PAST_LAST', '410', 'SANDBOX_PAST_LAST must be one of empty, 404, 400, got "410"'],
    [
      'SANDBOX_ACCESS_TOKEN_TTL',
      '20s',
      'SANDBOX_ACCESS_TOKEN_TTL must be a whole number of seconds >= 1, got "20s"',
    ],
  ])('refuses %s=%s with one line naming it and the valid values', async (name, value, line) => {
    const port = await freePort();
    const { code, stdout, stderr } = await runScript('main.ts', [], {
      SANDBOX_PORT: String(port),
      [name]: value,
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([line]);
  });

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

  it('reaches the sandbox on SANDBOX_PORT and signs in through whatever redirect URI it allows', async () => {
    const other = await startTestSandbox({ spaOrigins: ['http://localhost:5300'] });
    try {
      const { code, stdout, stderr } = await runScript('token-cli.ts', ['big-team'], {
        SANDBOX_ORIGIN: '',
        SANDBOX_PORT: new URL(other.origin).port,
        SANDBOX_SPA_ORIGINS: 'http://localhost:5300',
      });
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(decodeJwt(stdout.trim())).toMatchObject({ sub: 'big-team', aud: 'urn:teamboard:api' });
      expect((await getList(other.origin, 'events', stdout.trim())).res.status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('gets a token from a sandbox in plain OAuth 2 mode', async () => {
    const plain = await startTestSandbox({ oauthMode: 'oauth2' });
    try {
      const { code, stdout } = await runScript('token-cli.ts', ['team-member'], {
        SANDBOX_ORIGIN: plain.origin,
      });
      expect(code).toBe(0);
      expect(decodeJwt(stdout.trim())).toMatchObject({ sub: 'team-member', scope: 'api:read' });
    } finally {
      await plain.close();
    }
  });

  it('says where it looked and how to point it elsewhere when nothing answers', async () => {
    const port = await freePort();
    const { code, stdout, stderr } = await runScript('token-cli.ts', ['team-member'], {
      SANDBOX_ORIGIN: '',
      SANDBOX_PORT: String(port),
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Could not get a token from the sandbox at http://127\\.0\\.0\\.1:${port}: .*SANDBOX_PORT`,
        ),
      ),
    ]);
  });

  it('refuses a SANDBOX_PORT that is not a port with one line', async () => {
    const { code, stderr } = await runScript('token-cli.ts', ['team-member'], {
      SANDBOX_ORIGIN: '',
      SANDBOX_PORT: '40l0',
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'SANDBOX_PORT must be a port number from 1 to 65535, got "40l0"',
    ]);
  });

  it('lists the valid logins for an unknown one, exit 1', async () => {
    const { code, stdout, stderr } = await runScript('token-cli.ts', ['nobody'], {
      SANDBOX_ORIGIN: sandbox.origin,
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      'Unknown login "nobody". Valid logins: team-member, big-team, huge-team, empty-team, no-team',
    );
  });
});

describe('npm run sandbox with the mode and lifetime variables', () => {
  let main: Awaited<ReturnType<typeof startMain>>;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    main = await startMain({
      SANDBOX_PORT: String(port),
      SANDBOX_SPA_ORIGINS: 'http://127.0.0.1:5300',
      SANDBOX_OAUTH: 'oauth2',
      SANDBOX_PAST_LAST: '404',
      SANDBOX_ACCESS_TOKEN_TTL: '20',
    });
  });
  afterAll(async () => {
    if (!main || main.child.exitCode !== null) return;
    const exited = new Promise((done) => main.child.once('exit', done));
    main.child.kill('SIGTERM');
    await exited;
  });

  it('prints the plain OAuth 2 metadata URL and every user', () => {
    expect(main.stdout).toContain(
      `Metadata:      http://127.0.0.1:${port}/.well-known/oauth-authorization-server/oauth`,
    );
    expect(main.stdout).toContain(`Users:         ${SANDBOX_LOGINS.join(', ')}`);
  });

  it('issues 20-second access tokens that sandbox:token fetches with SANDBOX_PORT alone', async () => {
    const { code, stdout } = await runScript('token-cli.ts', ['team-member'], {
      SANDBOX_ORIGIN: '',
      SANDBOX_SPA_ORIGINS: '',
      SANDBOX_PORT: String(port),
    });
    expect(code).toBe(0);
    const claims = decodeJwt(stdout.trim());
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(20);
    const origin = `http://127.0.0.1:${port}`;
    const past = await getList(origin, 'events', stdout.trim(), 'page=999');
    expect(past.res.status).toBe(404);
    expect(past.body?.error).toBe('not_found');
  });
});
