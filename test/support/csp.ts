export type CspOrigins = {
  /** Origins the app calls with fetch: the API and the OAuth issuer. */
  connect: string[];
  /** Origins images may come from (covers, avatars). */
  images: string[];
};

/** The strict policy the production build must work under (docs/deploy.md gives the same for nginx). */
export function contentSecurityPolicy({ connect, images }: CspOrigins): string {
  const unique = (list: string[]) => [...new Set(list)].join(' ');
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
