import { AuthorizationResponseError, OperationProcessingError, ResponseBodyError } from 'oauth4webapi';

/** Why a sign-in did not complete, in terms the person can act on. */
export type SignInFailure =
  | { kind: 'cancelled' }
  | { kind: 'refused'; code: string | null }
  | { kind: 'state-mismatch' }
  | { kind: 'no-pending' }
  | { kind: 'code-rejected' }
  | { kind: 'unreachable' }
  | { kind: 'bad-response' };

/** An OAuth error code is shown only when it looks like one: never free text from the server. */
function errorCode(value: unknown): string | null {
  return typeof value === 'string' && /^[a-z0-9_.-]{1,64}$/iu.test(value) ? value : null;
}

/** The server was not reached, timed out, or failed on its side: worth trying again later. */
function isUnavailable(error: unknown): boolean {
  // fetch rejects with a plain TypeError (oauth4webapi's own TypeErrors carry a `code`).
  if (error instanceof TypeError) return !('code' in error);
  if (error instanceof DOMException) return error.name === 'TimeoutError' || error.name === 'AbortError';
  return (
    error instanceof OperationProcessingError && error.cause instanceof Response && error.cause.status >= 500
  );
}

export function signInFailure(error: unknown): SignInFailure {
  if (error instanceof AuthorizationResponseError) {
    if (error.error === 'access_denied') return { kind: 'cancelled' };
    return { kind: 'refused', code: errorCode(error.error) };
  }
  if (error instanceof ResponseBodyError) {
    if (error.error === 'invalid_grant') return { kind: 'code-rejected' };
    if (error.status >= 500) return { kind: 'unreachable' };
    return { kind: 'refused', code: errorCode(error.error) };
  }
  if (isUnavailable(error)) return { kind: 'unreachable' };
  return { kind: 'bad-response' };
}

export type FailureMessage = { title: string; body: string };

export function failureMessage(failure: SignInFailure): FailureMessage {
  switch (failure.kind) {
    case 'cancelled':
      return {
        title: 'Sign-in was cancelled',
        body: 'You cancelled signing in, or the sign-in server denied access. You are not signed in.',
      };
    case 'refused':
      return {
        title: 'The sign-in server refused the sign-in',
        body: failure.code
          ? `It answered “${failure.code}”. You are not signed in.`
          : 'It gave no reason. You are not signed in.',
      };
    case 'state-mismatch':
      return {
        title: 'This sign-in could not be verified',
        body: 'The answer from the sign-in server does not match the sign-in started in this tab: its state is missing or was altered. It was rejected and nothing was kept.',
      };
    case 'no-pending':
      return {
        title: 'This sign-in link was already used',
        body: 'No sign-in is under way in this tab, so this answer was rejected: it may be old, replayed or from another tab. Nothing was kept.',
      };
    case 'code-rejected':
      return {
        title: 'The sign-in code was not accepted',
        body: 'The sign-in server refused the code: it expired or was already used. Nothing was kept.',
      };
    case 'unreachable':
      return {
        title: 'The sign-in server could not be reached',
        body: 'It is down, slow or offline. Check your connection and try again in a moment.',
      };
    case 'bad-response':
      return {
        title: 'The sign-in server sent an answer Teamboard cannot use',
        body: 'Nothing was kept. Trying again usually helps; if it keeps happening, the server is misconfigured.',
      };
  }
}
