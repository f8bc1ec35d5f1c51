// The one rule for any URL that reaches an `src` (covers, avatars, the person's picture): absolute
// http(s) only, so no `javascript:`, `data:` or relative URL gets through.
export function safeImageUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
