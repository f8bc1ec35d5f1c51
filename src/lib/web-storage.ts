// Where the browser blocks site data, merely reading `window.localStorage` throws.

export type StorageKind = 'localStorage' | 'sessionStorage';

export function webStorage(kind: StorageKind): Storage | undefined {
  try {
    // Some embedded browsers with storage turned off give null instead of throwing.
    return globalThis[kind] ?? undefined;
  } catch {
    return undefined;
  }
}

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
