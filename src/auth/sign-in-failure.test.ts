import * as oauth from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { failureMessage, type SignInFailure, signInFailure } from './sign-in-failure';

// Real oauth4webapi processing of crafted server answers, so the classification follows the library.
const as: oauth.AuthorizationServer = {
  issuer: 'https://auth.example.com',
  authorization_endpoint: 'https://auth.example.com/auth',
  token_endpoint: 'https://auth.example.com/token',
};
const client: oauth.Client = { client_id: 'teamboard' };

async function failureOf(run: () => unknown): Promise<SignInFailure> {
  try {
    await run();
  } catch (error) {
    return signInFailure(error);
  }
  throw new Error('expected the step to fail');
}

const authResponse = (query: string) => () =>
  oauth.validateAuthResponse(as, client, new URLSearchParams(query), 'expected-state');

const tokenResponse =
  (body: string, status = 200, type = 'application/json') =>
  () =>
    oauth.processAuthorizationCodeResponse(
      as,
      client,
      new Response(body, { status, headers: { 'content-type': type } }),
      { expectedNonce: 'n', requireIdToken: true },
    );

describe('signInFailure', () => {
  it('reads access_denied as a cancel and other authorization errors as a refusal with their code', async () => {
    expect(await failureOf(authResponse('error=access_denied&state=expected-state'))).toEqual({
      kind: 'cancelled',
    });
    expect(await failureOf(authResponse('error=login_required&state=expected-state'))).toEqual({
      kind: 'refused',
      code: 'login_required',
    });
  });

  it('never echoes an error code that is not a plain code', async () => {
    expect(await failureOf(authResponse('error=%3Cscript%3E&state=expected-state'))).toEqual({
      kind: 'refused',
      code: null,
    });
  });

  it('reads invalid_grant from the token endpoint as a rejected (used or expired) code', async () => {
    expect(await failureOf(tokenResponse('{"error":"invalid_grant"}', 400))).toEqual({
      kind: 'code-rejected',
    });
  });

  it('reads a 5xx, a timeout and a failed fetch as an unreachable server', async () => {
    expect(await failureOf(tokenResponse('<h1>Bad gateway</h1>', 502, 'text/html'))).toEqual({
      kind: 'unreachable',
    });
    expect(signInFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'unreachable' });
    expect(signInFailure(new DOMException('timed out', 'TimeoutError'))).toEqual({ kind: 'unreachable' });
  });

  it('reads garbage, a token response without tokens, and a missing ID token as a bad response', async () => {
    expect(await failureOf(tokenResponse('garbage'))).toEqual({ kind: 'bad-response' });
    expect(await failureOf(tokenResponse('{"token_type":"bearer"}'))).toEqual({ kind: 'bad-response' });
    expect(await failureOf(tokenResponse('{"access_token":"x","token_type":"bearer"}'))).toEqual({
      kind: 'bad-response',
    });
  });
});

describe('failureMessage', () => {
  it('gives every failure a title and an explanation', () => {
    const kinds: SignInFailure[] = [
      { kind: 'cancelled' },
      { kind: 'refused', code: 'server_error' },
      { kind: 'refused', code: null },
      { kind: 'state-mismatch' },
      { kind: 'no-pending' },
      { kind: 'code-rejected' },
      { kind: 'unreachable' },
      { kind: 'bad-response' },
    ];
    const titles = kinds.map((failure) => failureMessage(failure).title);
    expect(new Set(titles).size).toBe(kinds.length - 1);
    expect(failureMessage({ kind: 'refused', code: 'server_error' }).body).toContain('server_error');
    expect(failureMessage({ kind: 'state-mismatch' }).body).toMatch(/state/);
  });
});
