import { randomBytes } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { AnyObject, InteractionDetails, Provider } from 'oidc-provider';
import { authorizationServerMetadata, ISSUER_PATH, type OAuthMode } from './oauth-metadata';
import { errorPage, logoutPage, signedOutPage, signInPage } from './pages';
import { findSandboxUser, isSandboxLogin } from './users';

export const CLIENT_ID = 'teamboard-spa';
export const API_AUDIENCE = 'urn:teamboard:api';
export const API_SCOPE = 'api:read';
export const SIGNING_ALG = 'RS256';

type Ctx = AnyObject & { type?: string; body?: unknown; status?: number };

/** What the API needs to know about tokens beyond their signature: sandbox faults that void them. */
export type TokenState = {
  /** Access tokens with `sandbox_seq` at or below this are treated as expired. */
  expiredThrough: number;
  /** ...and at or below this as revoked. */
  revokedThrough: number;
};

export type SandboxOAuth = {
  provider: Provider;
  issuer: string;
  mode: OAuthMode;
  publicJwks: { keys: JWK[] };
  tokenState: TokenState;
  interactions: Hono<{ Bindings: HttpBindings }>;
  expireTokens(): void;
  revokeGrants(): Promise<void>;
};

/**
 * Imports oidc-provider on first use, so a bad port fails before it loads, and drops its one warning
 * about Node 20 (the package works on it; engines allows >= 20.19) so start-up output stays readable.
 */
async function loadOidcProvider() {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('Unsupported runtime')) warn(...args);
  };
  try {
    const [{ Provider }, { createMemoryAdapter }] = await Promise.all([
      import('oidc-provider'),
      import('oidc-provider/lib/adapters/memory_adapter.js'),
    ]);
    return { Provider, createMemoryAdapter };
  } finally {
    console.warn = warn;
  }
}

function modeConfiguration(mode: OAuthMode, spaOrigins: string[]) {
  if (mode === 'oauth2')
    return {
      // The client's own scope list is what makes oidc-provider refuse `openid` with invalid_scope.
      client: { scope: API_SCOPE },
      provider: { claims: { openid: ['sub'] }, scopes: [API_SCOPE], responseTypes: ['code'] },
      features: { userinfo: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    };
  return {
    client: {
      id_token_signed_response_alg: SIGNING_ALG,
      post_logout_redirect_uris: spaOrigins.map((spa) => `${spa}/`),
    },
    provider: {
      claims: { openid: ['sub'], profile: ['name', 'picture'] },
      // Put name and picture in the ID token of the code flow too, so the SPA needs no userinfo call.
      conformIdTokenClaims: false,
      scopes: ['openid', 'profile', API_SCOPE],
    },
    features: {
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: Ctx, form: string) {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        async postLogoutSuccessSource(ctx: Ctx) {
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
    },
  };
}

export async function createOAuth(opts: {
  origin: string;
  spaOrigins: string[];
  accessTokenTtl: number;
  mode: OAuthMode;
}): Promise<SandboxOAuth> {
  const { origin, spaOrigins, accessTokenTtl, mode } = opts;
  const issuer = `${origin}${ISSUER_PATH}`;
  const forMode = modeConfiguration(mode, spaOrigins);
  // RSA key generation runs on libuv's pool, in parallel with the import: start-up waits for the slower.
  const [{ Provider, createMemoryAdapter }, { privateKey, publicKey }] = await Promise.all([
    loadOidcProvider(),
    generateKeyPair(SIGNING_ALG, { extractable: true }),
  ]);
  const kid = randomBytes(8).toString('hex');
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG, use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig' };

  let sequence = 0;
  const tokenState: TokenState = { expiredThrough: 0, revokedThrough: 0 };
  const grantIds = new Set<string>();
  const sessionIds = new Set<string>();

  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Teamboard',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: spaOrigins.map((spa) => `${spa}/callback`),
        ...forMode.client,
      },
    ],
    jwks: { keys: [privateJwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    ...forMode.provider,
    async findAccount(_ctx: unknown, sub: string) {
      const user = findSandboxUser(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { sub, name: user.name, picture: `${origin}/avatars/${sub}.svg` };
        },
      };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A public client may revoke only its own tokens; others are ignored (RFC 7009 answers 200).
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId: string }) =>
          token.clientId === client.clientId,
      },
      ...forMode.features,
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_AUDIENCE,
        // Without this a token request that names no resource gets an opaque token.
        useGrantedResource: () => true,
        async getResourceServerInfo(_ctx: unknown, resource: string) {
          if (resource !== API_AUDIENCE) throw new Error(`unknown resource ${resource}`);
          return {
            scope: API_SCOPE,
            audience: API_AUDIENCE,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
            accessTokenTTL: accessTokenTtl,
          };
        },
      },
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/oauth/interaction/${interaction.uid}`,
    },
    // Refresh tokens without offline_access, rotated on every use (public client).
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx: unknown, requestOrigin: string) => spaOrigins.includes(requestOrigin),
    extraTokenClaims: async () => ({ sandbox_seq: ++sequence }),
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    async renderError(ctx: Ctx, out: AnyObject) {
      ctx.type = 'html';
      ctx.body = errorPage(out);
    },
  });
  if (mode === 'oauth2')
    provider.use(async (ctx, next) => {
      await next();
      if (ctx.oidc?.route === 'discovery' && ctx.body)
        ctx.body = authorizationServerMetadata(ctx.body as Record<string, unknown>);
    });
  provider.on('grant.saved', (grant: { jti: string }) => grantIds.add(grant.jti));
  provider.on('grant.destroyed', (grant: { jti: string }) => grantIds.delete(grant.jti));
  provider.on('session.saved', (session: { jti: string }) => sessionIds.add(session.jti));
  provider.on('session.destroyed', (session: { jti: string }) => sessionIds.delete(session.jti));

  const interactions = new Hono<{ Bindings: HttpBindings }>();

  async function finish(bindings: HttpBindings, result: AnyObject, merge = true): Promise<Response> {
    const returnTo = await provider.interactionResult(bindings.incoming, bindings.outgoing, result, {
      mergeWithLastSubmission: merge,
    });
    return new Response(null, { status: 303, headers: { location: returnTo } });
  }

  async function consent(details: InteractionDetails): Promise<AnyObject> {
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('consent without a signed-in account');
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
      grant.addResourceScope(resource, scopes.join(' '));
    return { consent: { grantId: await grant.save() } };
  }

  function failed(error: unknown): Response {
    const message = error instanceof Error ? error.message : String(error);
    return new Response(errorPage({ error: 'interaction failed', message }), {
      status: 400,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  }

  interactions.get('/oauth/interaction/:uid', async (c) => {
    try {
      const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
      if (details.prompt.name === 'consent') return await finish(c.env, await consent(details));
      const hint = details.params.login_hint;
      if (isSandboxLogin(hint)) return await finish(c.env, { login: { accountId: hint } });
      return c.html(signInPage(details.uid, 'Teamboard'));
    } catch (error) {
      return failed(error);
    }
  });

  interactions.post('/oauth/interaction/:uid/login', async (c) => {
    try {
      const form = await c.req.parseBody();
      if (!isSandboxLogin(form.login)) return failed(new Error('pick one of the sandbox users'));
      await provider.interactionDetails(c.env.incoming, c.env.outgoing);
      return await finish(c.env, { login: { accountId: form.login } });
    } catch (error) {
      return failed(error);
    }
  });

  interactions.post('/oauth/interaction/:uid/abort', async (c) => {
    try {
      return await finish(
        c.env,
        { error: 'access_denied', error_description: 'The person cancelled the sign-in.' },
        false,
      );
    } catch (error) {
      return failed(error);
    }
  });

  return {
    provider,
    issuer,
    mode,
    publicJwks: { keys: [publicJwk] },
    tokenState,
    interactions,
    expireTokens() {
      tokenState.expiredThrough = sequence;
    },
    async revokeGrants() {
      tokenState.revokedThrough = sequence;
      for (const grantId of [...grantIds]) {
        await Promise.all([
          provider.RefreshToken.revokeByGrantId(grantId),
          provider.AccessToken.revokeByGrantId(grantId),
          provider.AuthorizationCode.revokeByGrantId(grantId),
        ]);
        await (await provider.Grant.find(grantId))?.destroy();
        grantIds.delete(grantId);
      }
      // Sign-in sessions end too, so "sign in again" shows the picker instead of bouncing straight back.
      for (const sessionId of [...sessionIds]) {
        await (await provider.Session.find(sessionId))?.destroy();
        sessionIds.delete(sessionId);
      }
    },
  };
}
