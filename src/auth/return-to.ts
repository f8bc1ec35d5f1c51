import { paths } from '../config/paths';

export const DEFAULT_RETURN_TO = paths.events;

// Anything that could leave the app (another origin, `//host`, `javascript:`) or loop (the callback) is refused.
export function safeReturnTo(value: unknown, origin: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return DEFAULT_RETURN_TO;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== origin || url.pathname === paths.callback) return DEFAULT_RETURN_TO;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function currentReturnTo(location: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin'>): string {
  return safeReturnTo(`${location.pathname}${location.search}${location.hash}`, location.origin);
}
