import { defaultSandboxPort, parsePort } from './env';
import { getSandboxTokens } from './sandbox-token';
import { isSandboxLogin, SANDBOX_LOGINS } from './users';

// `npm run -s sandbox:token -- <login>`: prints only the access token, for `$(...)` in a shell.
// It finds the sandbox where `npm run sandbox` would start it: SANDBOX_PORT, else the default port
// (SANDBOX_ORIGIN names another host), and signs in with whatever redirect URI that sandbox allows.

const login = process.argv[2];

if (!isSandboxLogin(login)) {
  console.error(
    `${login ? `Unknown login "${login}".` : 'Give a login.'} Valid logins: ${SANDBOX_LOGINS.join(', ')}`,
  );
  process.exit(1);
}

let origin: string;
try {
  origin =
    process.env.SANDBOX_ORIGIN ||
    `http://127.0.0.1:${parsePort(process.env.SANDBOX_PORT, 'SANDBOX_PORT', defaultSandboxPort)}`;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

try {
  const { accessToken } = await getSandboxTokens(origin, login);
  process.stdout.write(`${accessToken}\n`);
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  const hint = /fetch failed|ECONNREFUSED/.test(reason)
    ? ' (is it running? npm run sandbox; on another port, give SANDBOX_PORT here too)'
    : '';
  console.error(`Could not get a token from the sandbox at ${origin}: ${reason}${hint}`);
  process.exit(1);
}
