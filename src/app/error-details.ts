// Never a credential: tokens are not expected in errors; this is a second fence in case a library quotes one.

const redacted = '[redacted]';

const secretParams =
  /([?&#](?:code|state|session_state|access_token|refresh_token|id_token|token)=)[^&#\s]*/gi;
const bearer = /\b(Bearer\s+)[\w.~+/-]+=*/gi;
// A JWT, then any long run of letters and digits (a refresh token, a code); asset hashes are far shorter.
const jwt = /\beyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const opaque = /[\w~+-]{32,}={0,2}/g;

export function redactSecrets(text: string): string {
  return text
    .replace(secretParams, `$1${redacted}`)
    .replace(bearer, `$1${redacted}`)
    .replace(jwt, redacted)
    .replace(opaque, (run) => (/\d/.test(run) && /[a-z]/i.test(run) ? redacted : run));
}

export type DetailsContext = {
  href: string;
  at: Date;
  userAgent: string;
};

const maxStackLines = 12;

function describe(error: unknown): string[] {
  if (!(error instanceof Error)) return [`Thrown: ${String(error)}`];
  const lines = [`${error.name}: ${error.message}`];
  if ('kind' in error) lines.push(`Kind: ${String(error.kind)}`);
  if ('status' in error && error.status !== null && error.status !== undefined)
    lines.push(`Status: ${String(error.status)}`);
  const stack = (error.stack ?? '').split('\n').filter((line) => /^\s+at |@/.test(line));
  if (stack.length) lines.push('Stack:', ...stack.slice(0, maxStackLines).map((line) => line.trimEnd()));
  return lines;
}

export function errorDetails(error: unknown, context: DetailsContext): string {
  const lines = [
    'Teamboard error report',
    `Time: ${context.at.toISOString()}`,
    `Page: ${context.href}`,
    `Browser: ${context.userAgent}`,
    ...describe(error),
  ];
  return redactSecrets(lines.join('\n'));
}
