import { useSyncExternalStore } from 'react';
import { webStorage } from './web-storage';

/** What one person keeps on this device (stars, saved views), never shown to another. */
export type PersonalStore<T> = {
  read(): T;
  save(next: T): void;
  subscribe(listener: () => void): () => void;
};

type Entry = { reload(): void };

const stores: Entry[] = [];
let person: string | null = null;
const watchers = new Set<() => void>();

/** Whose things these are: the signed-in person's id, or null when nobody (or nobody known) is. */
export function setPerson(id: string | null): void {
  // A person nobody knows keeps nothing across sign-ins, even for the next unknown one.
  if (id === person && id !== null) return;
  person = id;
  for (const store of stores) store.reload();
  for (const watcher of watchers) watcher();
}

/** Whose things these are now, for what keeps them elsewhere than localStorage. */
export function usePerson(): string | null {
  return useSyncExternalStore(
    (watcher) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    () => person,
  );
}

export function personalStore<T>(
  name: string,
  parse: (json: unknown) => T | null,
  serialise: (value: T) => unknown,
  empty: T,
): PersonalStore<T> {
  let current = empty;
  const listeners = new Set<() => void>();
  const key = () => (person === null ? null : `teamboard.${name}:${person}`);

  function load(): T {
    const at = key();
    if (at === null) return empty;
    try {
      const text = webStorage('localStorage')?.getItem(at) ?? null;
      return text === null ? empty : (parse(JSON.parse(text)) ?? empty);
    } catch {
      return empty;
    }
  }

  function publish(next: T) {
    current = next;
    for (const listener of listeners) listener();
  }

  // Another tab of the same person changing something shows here too.
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== null && event.key === key()) publish(load());
  };

  stores.push({ reload: () => publish(load()) });
  // A store made after the person is known (in a lazy chunk) starts with their things.
  current = load();
  return {
    read: () => current,
    save(next) {
      const at = key();
      // Without a known person nothing is written: it could only be mixed with someone else's.
      if (at !== null) {
        try {
          webStorage('localStorage')?.setItem(at, JSON.stringify(serialise(next)));
        } catch {
          // Blocked or full storage: it holds for this page only.
        }
      }
      publish(next);
    },
    subscribe(listener) {
      if (listeners.size === 0) globalThis.addEventListener?.('storage', fromOtherTab);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', fromOtherTab);
      };
    },
  };
}

export function usePersonal<T>(store: PersonalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.read);
}
