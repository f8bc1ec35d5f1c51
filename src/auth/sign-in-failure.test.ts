import * as oauth from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { type SignInFailure, signInFailure } from './sign-in-failure';

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

  it('reads garbage and a token response without tokens as a bad response', async () => {
    expect(await failureOf(tokenResponse('garbage'))).toEqual({ kind: 'bad-response' });
    expect(await failureOf(tokenResponse('{"token_type":"bearer"}'))).toEqual({ kind: 'bad-response' });
    expect(await failureOf(tokenResponse('{"access_token":42,"token_type":"bearer"}'))).toEqual({
      kind: 'bad-response',
    });
  });
});

const config = (problem: string) => ({ kind: 'configuration', problem });

describe('signInFailure, for what only a change of settings can fix', () => {
  it('reads an OpenID answer without an ID token as a server that is not set up for OpenID', async () => {
    expect(await failureOf(tokenResponse('{"access_token":"x","token_type":"bearer"}'))).toEqual(
      config('id-token'),
    );
  });

  it('reads a client the server does not know, refused scopes and an unknown resource as settings', async () => {
    expect(await failureOf(tokenResponse('{"error":"invalid_client"}', 401))).toEqual(config('client'));
    expect(await failureOf(authResponse('error=unauthorized_client&state=expected-state'))).toEqual(
      config('client'),
    );
    expect(await failureOf(authResponse('error=invalid_scope&state=expected-state'))).toEqual(
      config('scope'),
    );
    expect(await failureOf(authResponse('error=invalid_target&state=expected-state'))).toEqual(
      config('resource'),
    );
  });

  it('reads metadata that is missing or names another issuer, and an iss parameter that differs, as settings', async () => {
    const issuer = new URL('https://auth.example.com/tenant/');
    const metadata =
      (body: unknown, status = 200) =>
      () =>
        oauth.processDiscoveryResponse(
          issuer,
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
        );
    expect(await failureOf(metadata({ error: 'not found' }, 404))).toEqual(config('metadata'));
    expect(await failureOf(metadata({ issuer: 'https://auth.example.com/tenant' }))).toEqual(
      config('issuer'),
    );
    expect(
      await failureOf(authResponse('code=c&state=expected-state&iss=https%3A%2F%2Fevil.example.com')),
    ).toEqual(config('issuer'));
  });
});
