import * as oauth from 'oauth4webapi';
import * as v from 'valibot';
import type { AppConfig } from '../config/app-config';
import {
  asksOpenId,
  audienceParameters,
  authorizationServer,
  client,
  clientAuth,
  rememberAuthorizationServer,
  requestOptions,
} from './oauth-server';
import { tokenUpdate } from './oauth-tokens';
import { safeReturnTo } from './return-to';
import { type SignInFailure, signInFailure } from './sign-in-failure';
import { PENDING_KEY, takePendingEntry } from './sign-in-flags';
import { newId, type StoredSession } from './stored-session';

const pendingSchema = v.object({
  state: v.string(),
  nonce: v.nullable(v.string()),
  codeVerifier: v.string(),
  returnTo: v.fallback(v.string(), ''),
  silent: v.fallback(v.boolean(), false),
  /** The server's metadata as discovered on the way out; anything not naming an issuer is discovered again. */
  server: v.fallback(
    v.optional(
      v.pipe(
        v.unknown(),
        v.check((value) => typeof (value as { issuer?: unknown } | null)?.issuer === 'string'),
      ),
    ),
    undefined,
  ),
});
type PendingSignIn = v.InferOutput<typeof pendingSchema>;

/** What the way back from the sign-in server came to; the callback page and the session read this one type. */
export type CallbackResult =
  | { ok: true; session: StoredSession; returnTo: string }
  | { ok: false; failure: SignInFailure; returnTo: string; silent: boolean };

export async function startSignIn(
  config: AppConfig,
  storage: Storage,
  options: { returnTo: string; silent: boolean },
): Promise<URL> {
  const as = await authorizationServer(config);
  if (!as.authorization_endpoint) throw new Error('the authorization server has no authorization endpoint');
  const pending: PendingSignIn = {
    state: oauth.generateRandomState(),
    nonce: asksOpenId(config) ? oauth.generateRandomNonce() : null,
    codeVerifier: oauth.generateRandomCodeVerifier(),
    returnTo: options.returnTo,
    silent: options.silent,
    server: as,
  };
  const url = new URL(as.authorization_endpoint);
  const params = {
    client_id: config.oauth.clientId,
    redirect_uri: config.oauth.redirectUri,
    response_type: 'code',
    scope: config.oauth.scopes,
    code_challenge: await oauth.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    state: pending.state,
    ...(pending.nonce && { nonce: pending.nonce }),
    ...audienceParameters(config),
    ...(options.silent && { prompt: 'none' }),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  storage.setItem(PENDING_KEY, JSON.stringify(pending));
  return url;
}

function takePending(storage: Storage): PendingSignIn | null {
  const parsed = v.safeParse(pendingSchema, takePendingEntry(storage));
  return parsed.success ? parsed.output : null;
}

async function exchangeCode(
  config: AppConfig,
  callbackUrl: URL,
  pending: PendingSignIn,
): Promise<StoredSession> {
  const as = await authorizationServer(config);
  const params = oauth.validateAuthResponse(as, client(config), callbackUrl.searchParams, pending.state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client(config),
    clientAuth,
    params,
    config.oauth.redirectUri,
    pending.codeVerifier,
    { additionalParameters: audienceParameters(config), ...requestOptions(config) },
  );
  const result = await oauth.processAuthorizationCodeResponse(
    as,
    client(config),
    response,
    pending.nonce === null ? {} : { expectedNonce: pending.nonce, requireIdToken: true },
  );
  const { user, ...tokens } = await tokenUpdate(config, as, result, Date.now(), true);
  return {
    mode: 'oauth',
    ...tokens,
    grant: newId(),
    source: null,
    user: user ?? { id: null, name: null, picture: null },
  };
}

const completions = new Map<string, Promise<CallbackResult>>();

// Memoised per URL: React's double effects and a re-render must not spend the one-time code twice.
export function completeSignIn(
  config: AppConfig,
  storage: Storage,
  callbackUrl: URL,
): Promise<CallbackResult> {
  let completion = completions.get(callbackUrl.href);
  if (!completion) {
    completion = settleCallback(config, storage, callbackUrl);
    completions.set(callbackUrl.href, completion);
  }
  return completion;
}

async function settleCallback(
  config: AppConfig,
  storage: Storage,
  callbackUrl: URL,
): Promise<CallbackResult> {
  const origin = new URL(config.oauth.redirectUri).origin;
  const pending = takePending(storage);
  if (!pending)
    return {
      ok: false,
      failure: { kind: 'no-pending' },
      returnTo: safeReturnTo(null, origin),
      silent: false,
    };
  const returnTo = safeReturnTo(pending.returnTo, origin);
  // Written from discovered metadata and read back with JSON.parse: an object of JSON values with an issuer.
  if (pending.server) rememberAuthorizationServer(config, pending.server as oauth.AuthorizationServer);
  if (callbackUrl.searchParams.get('state') !== pending.state)
    return { ok: false, failure: { kind: 'state-mismatch' }, returnTo, silent: false };
  try {
    return { ok: true, session: await exchangeCode(config, callbackUrl, pending), returnTo };
  } catch (error) {
    return { ok: false, failure: signInFailure(error), returnTo, silent: pending.silent };
  }
}
