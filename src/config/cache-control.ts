// Used by preview, the tests' static server and docs/deploy.md: hashed assets never change under their
// name, so a repeat visit needs no request for them; index.html and the routes always revalidate.
export function cacheControl(pathname: string): string {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}
