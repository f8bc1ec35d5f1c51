// What "Copy details" puts on the clipboard: enough to report a crash, never a credential. Tokens are
// not expected in errors at all; this is the second fence in case a library quotes one.

const redacted = '[redacted]';

const secretParams =
  /([?&#](?:code|state|session_state|access_token|refresh_token|id_token|token)=)[^&#\s]*/gi;
const bearer = /\b(Bearer\s+)[\w.~+/-]+=*/gi;
// A JWT (three base64url parts, the first starting with eyJ), then any long run of letters and digits
// such as a refresh token or an authorization code. Asset hashes in stack traces are far shorter.
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
  /** The page's address; its query and fragment are redacted too. */
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

/** A plain-text report of an error, with anything that looks like a credential removed. */
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
