// Used by preview, the tests, the bench and docs/deploy.md; not imported by the app itself.

export type CspOrigins = {
  connect: readonly string[];
  images: readonly string[];
};

const unique = (list: readonly string[]) => [...new Set(list)].join(' ');

export function contentSecurityPolicy({ connect, images }: CspOrigins): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' ${unique(images)}`,
    "font-src 'self'",
    `connect-src 'self' ${unique(connect)}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

// A <meta> policy cannot hold frame-ancestors or reporting.
export const metaPolicy = "script-src 'self'; object-src 'none'; base-uri 'none'";

export function securityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  };
}

const sandboxOrigin = 'http://127.0.0.1:4010';

export function configuredOrigins(env: Record<string, string | undefined>): CspOrigins {
  const origins = Object.entries(env)
    .filter(([name]) => /^VITE_(API_BASE_URL|OAUTH_([A-Z]+_)*(ISSUER|ENDPOINT))$/.test(name))
    .flatMap(([, value]) => {
      try {
        return value ? [new URL(value).origin] : [];
      } catch {
        return [];
      }
    });
  const connect = origins.length > 0 ? origins : [env.VITE_SANDBOX_ORIGIN || sandboxOrigin];
  return { connect, images: connect };
}
