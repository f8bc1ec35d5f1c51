// The security headers Teamboard is served with: the same in `npm run preview`, the tests, the bench and
// docs/deploy.md. Not imported by the app itself.

export type CspOrigins = {
  /** Origins the app calls with fetch: the API and the OAuth server. */
  connect: readonly string[];
  /** Origins images may come from (covers, avatars). */
  images: readonly string[];
};

const unique = (list: readonly string[]) => [...new Set(list)].join(' ');

/** The strict policy the production build works under. */
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

/** What a `<meta>` policy can hold (no frame-ancestors, no reporting), for hosts that send no header. */
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

/**
 * The origins a build talks to, from its `VITE_` settings: the API, the sign-in server's endpoints, or the
 * sandbox when none is set. Covers on other hosts need their origins added where the app is deployed.
 */
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
