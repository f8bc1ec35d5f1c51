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
