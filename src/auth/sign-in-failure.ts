import {
  AuthorizationResponseError,
  INVALID_RESPONSE,
  JSON_ATTRIBUTE_COMPARISON,
  JWT_CLAIM_COMPARISON,
  OperationProcessingError,
  RESPONSE_IS_NOT_CONFORM,
  ResponseBodyError,
} from 'oauth4webapi';
import { type DiscoveryAnswer, DiscoveryError } from './oauth-server';

export type ConfigurationProblem = 'metadata' | 'issuer' | 'client' | 'scope' | 'resource' | 'id-token';

export type SignInFailure =
  | { kind: 'cancelled' }
  | { kind: 'refused'; code: string | null }
  | { kind: 'state-mismatch' }
  | { kind: 'no-pending' }
  | { kind: 'code-rejected' }
  | { kind: 'unreachable'; url?: string }
  | { kind: 'bad-response' }
  | { kind: 'configuration'; problem: ConfigurationProblem }
  | { kind: 'discovery'; url: string; answer: Exclude<DiscoveryAnswer, { kind: 'unreadable' }> };

// Only what looks like an OAuth error code is shown: never free text from the server.
function errorCode(value: unknown): string | null {
  return typeof value === 'string' && /^[a-z0-9_.-]{1,64}$/iu.test(value) ? value : null;
}

const problemOfCode: Record<string, ConfigurationProblem> = {
  invalid_client: 'client',
  unauthorized_client: 'client',
  invalid_scope: 'scope',
  invalid_target: 'resource',
};

function isUnavailable(error: unknown): boolean {
  // fetch rejects with a plain TypeError (oauth4webapi's own TypeErrors carry a `code`).
  if (error instanceof TypeError) return !('code' in error);
  if (error instanceof DOMException) return error.name === 'TimeoutError' || error.name === 'AbortError';
  return (
    error instanceof OperationProcessingError && error.cause instanceof Response && error.cause.status >= 500
  );
}

function configurationProblem(error: OperationProcessingError): ConfigurationProblem | null {
  const cause = (typeof error.cause === 'object' && error.cause !== null ? error.cause : {}) as Record<
    string,
    unknown
  >;
  if (error.code === RESPONSE_IS_NOT_CONFORM && error.cause instanceof Response) return 'metadata';
  if (error.code === JSON_ATTRIBUTE_COMPARISON && cause.attribute === 'issuer') return 'issuer';
  if (error.code === JWT_CLAIM_COMPARISON && cause.claim === 'iss') return 'issuer';
  if (error.code === JWT_CLAIM_COMPARISON && (cause.claim === 'aud' || cause.claim === 'azp'))
    return 'client';
  if (
    error.code === INVALID_RESPONSE &&
    'parameters' in cause &&
    'expected' in cause &&
    !('state' in cause)
  ) {
    // RFC 9207: the authorization response names another issuer.
    const parameters = cause.parameters;
    if (parameters instanceof URLSearchParams && parameters.has('iss')) return 'issuer';
  }
  const body = cause.body as Record<string, unknown> | undefined;
  if (
    error.code === INVALID_RESPONSE &&
    typeof body?.access_token === 'string' &&
    body.id_token === undefined
  )
    return 'id-token';
  return null;
}

export function signInFailure(error: unknown): SignInFailure {
  if (error instanceof DiscoveryError)
    return error.answer.kind === 'unreadable'
      ? { kind: 'unreachable', url: error.url }
      : { kind: 'discovery', url: error.url, answer: error.answer };
  if (error instanceof AuthorizationResponseError) {
    if (error.error === 'access_denied') return { kind: 'cancelled' };
    const problem = problemOfCode[error.error];
    return problem ? { kind: 'configuration', problem } : { kind: 'refused', code: errorCode(error.error) };
  }
  if (error instanceof ResponseBodyError) {
    if (error.error === 'invalid_grant') return { kind: 'code-rejected' };
    if (error.status >= 500) return { kind: 'unreachable' };
    const problem = problemOfCode[error.error];
    return problem ? { kind: 'configuration', problem } : { kind: 'refused', code: errorCode(error.error) };
  }
  if (isUnavailable(error)) return { kind: 'unreachable' };
  if (error instanceof OperationProcessingError) {
    const problem = configurationProblem(error);
    if (problem) return { kind: 'configuration', problem };
  }
  return { kind: 'bad-response' };
}
