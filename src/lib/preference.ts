import { useSyncExternalStore } from 'react';
import { webStorage } from './web-storage';

export type Preference<T> = { read(): T; save(value: T): void };

export function preference<T>(
  key: string,
  parse: (stored: string | null) => T,
  serialise: (value: T) => string | null = String,
): Preference<T> {
  return {
    read() {
      try {
        return parse(webStorage('localStorage')?.getItem(key) ?? null);
      } catch {
        return parse(null);
      }
    },
    save(value) {
      try {
        const storage = webStorage('localStorage');
        const text = serialise(value);
        if (text === null) storage?.removeItem(key);
        else storage?.setItem(key, text);
      } catch {
        // Blocked or full storage: the choice holds for this page only.
      }
    },
  };
}

export type WatchedPreference<T> = Preference<T> & { subscribe(listener: () => void): () => void };

/** A preference that more than one control changes (a menu and the command palette), kept in step. */
export function watched<T>(inner: Preference<T>): WatchedPreference<T> {
  const listeners = new Set<() => void>();
  // The value saved in this page wins over storage that refused it.
  let current = inner.read();
  return {
    read: () => current,
    save(value) {
      inner.save(value);
      current = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function usePreference<T>(preference: WatchedPreference<T>): T {
  return useSyncExternalStore(preference.subscribe, preference.read);
}
