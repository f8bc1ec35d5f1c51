import { webStorage } from './web-storage';

/** A remembered choice (theme, page size, layout, language): a preference, never a secret. */
export type Preference<T> = { read(): T; save(value: T): void };

/**
 * A preference kept in localStorage under `key`. `parse` turns the stored text (null when there is
 * none) into a value, falling back for anything it does not know; storage that is blocked or full
 * reads as nothing stored and forgets quietly, so the choice then lasts for the page only.
 */
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
