import { createHash, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { OAUTH_MODES } from './oauth-metadata';

/** `idToken` only from a sandbox in OpenID Connect mode. */
export type SandboxTokens = { accessToken: string; refreshToken: string; idToken?: string };

const CLIENT_ID = 'teamboard-spa';

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

const sandboxClient = v.object({
  oauth: v.picklist(OAUTH_MODES),
  redirect_uris: v.pipe(v.array(v.string()), v.minLength(1)),
  scope: v.string(),
});

async function readClient(origin: string): Promise<v.InferOutput<typeof sandboxClient>> {
  const res = await fetch(`${origin}/`);
  const parsed = v.safeParse(sandboxClient, await res.json().catch(() => undefined));
  if (!res.ok || !parsed.success)
    throw new Error(`${origin}/ answered HTTP ${res.status} without the sandbox's client settings`);
  return parsed.output;
}

/**
 * Signs `login` in through the sandbox's real authorization-code + PKCE flow over HTTP, as a browser
 * would (login_hint skips the picker), and returns the tokens from the code exchange. Without
 * `spaOrigin` it uses the first redirect URI the sandbox allows, so it works whatever its origins are.
 */
export async function getSandboxTokens(
  origin: string,
  login: string,
  spaOrigin?: string,
): Promise<SandboxTokens> {
  const client = await readClient(origin);
  const redirectUri = spaOrigin ? `${spaOrigin}/callback` : (client.redirect_uris[0] ?? '');
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const authorize = new URL(`${origin}/oauth/auth`);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: client.scope,
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    state,
    // A plain OAuth 2 server refuses nonce without openid.
    ...(client.oauth === 'oidc' ? { nonce: base64url(randomBytes(16)) } : {}),
    login_hint: login,
  }).toString();

  const cookies = new Map<string, string>();
  let next = authorize.href;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location)
      throw new Error(
        `sandbox sign-in for ${login} stopped at ${new URL(next).pathname} with HTTP ${res.status}`,
      );
    const target = new URL(location, next);
    if (`${target.origin}${target.pathname}` === redirectUri) {
      const params = target.searchParams;
      if (params.get('error'))
        throw new Error(
          `sandbox sign-in failed: ${params.get('error')} ${params.get('error_description') ?? ''}`,
        );
      if (params.get('state') !== state) throw new Error('sandbox sign-in returned a different state');
      const code = params.get('code');
      if (!code) throw new Error('sandbox sign-in returned no code');
      return exchange(origin, code, verifier, redirectUri);
    }
    next = target.href;
  }
  throw new Error(`sandbox sign-in for ${login} redirected too many times`);
}

async function exchange(
  origin: string,
  code: string,
  verifier: string,
  redirectUri: string,
): Promise<SandboxTokens> {
  const res = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(redirectUri).origin },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }),
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(`sandbox token endpoint answered ${res.status} ${String(body.error ?? '')}`);
  const { access_token, refresh_token, id_token } = body;
  if (typeof access_token !== 'string' || typeof refresh_token !== 'string')
    throw new Error('sandbox token response lacks a token');
  return {
    accessToken: access_token,
    refreshToken: refresh_token,
    ...(typeof id_token === 'string' ? { idToken: id_token } : {}),
  };
}

/** One refresh-token grant, as the SPA does it. */
export async function refreshSandboxTokens(
  origin: string,
  refreshToken: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: refreshToken,
    }),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}
