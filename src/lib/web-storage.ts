// Where the browser blocks a site's data (cookies and site data off, some embedded contexts), merely
// reading `window.localStorage` or `window.sessionStorage` throws. Every use goes through here, so a
// blocked browser gets a working page instead of a white screen.

export type StorageKind = 'localStorage' | 'sessionStorage';

/** The site's storage of that kind, or undefined where the browser blocks it. */
export function webStorage(kind: StorageKind): Storage | undefined {
  try {
    // Some embedded browsers with storage turned off give null instead of throwing.
    return globalThis[kind] ?? undefined;
  } catch {
    return undefined;
  }
}

/** A Storage that lasts as long as the page: the stand-in where the browser's is blocked. */
export function memoryStorage(entries: Iterable<[string, string]> = []): Storage {
  const items = new Map(entries);
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}
