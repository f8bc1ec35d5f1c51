import { getSandboxTokens } from './sandbox-token';
import { isSandboxLogin, SANDBOX_LOGINS } from './users';

// `npm run -s sandbox:token -- <login>`: prints only the access token, for `$(...)` in a shell.

const login = process.argv[2];
const origin = process.env.SANDBOX_ORIGIN ?? `http://127.0.0.1:${process.env.SANDBOX_PORT || 4010}`;

if (!isSandboxLogin(login)) {
  console.error(
    `${login ? `Unknown login "${login}".` : 'Give a login.'} Valid logins: ${SANDBOX_LOGINS.join(', ')}`,
  );
  process.exit(1);
}

try {
  const { accessToken } = await getSandboxTokens(origin, login);
  process.stdout.write(`${accessToken}\n`);
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  const hint = /fetch failed|ECONNREFUSED/.test(reason) ? ` (is it running? npm run sandbox)` : '';
  console.error(`Could not get a token from the sandbox at ${origin}: ${reason}${hint}`);
  process.exit(1);
}
