import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { webStorage } from './web-storage';

/** The events a person starred and the organisers they follow, kept per person on this device. */
export type Yours = { starred: ReadonlySet<string>; followed: ReadonlySet<string> };

const keyPrefix = 'teamboard.yours:';
const fileFormat = 'teamboard-yours';
const none: Yours = { starred: new Set(), followed: new Set() };

const ids = v.fallback(v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(500))), []);
const storedSchema = v.object({ starred: ids, followed: ids });
const fileSchema = v.object({ format: v.literal(fileFormat), starred: ids, followed: ids });

let person: string | null = null;
let current: Yours = none;
const listeners = new Set<() => void>();

function storageKey(): string | null {
  return person === null ? null : `${keyPrefix}${person}`;
}

function parse(schema: typeof storedSchema | typeof fileSchema, text: string | null): Yours | null {
  if (text === null) return null;
  try {
    const result = v.safeParse(schema, JSON.parse(text));
    if (!result.success) return null;
    return { starred: new Set(result.output.starred), followed: new Set(result.output.followed) };
  } catch {
    return null;
  }
}

function load(): Yours {
  const key = storageKey();
  if (key === null) return none;
  try {
    return parse(storedSchema, webStorage('localStorage')?.getItem(key) ?? null) ?? none;
  } catch {
    return none;
  }
}

function publish(next: Yours) {
  current = next;
  for (const listener of listeners) listener();
}

function save(next: Yours) {
  const key = storageKey();
  // Without a known person nothing is written: it could only be mixed with someone else's.
  if (key !== null) {
    try {
      webStorage('localStorage')?.setItem(
        key,
        JSON.stringify({ starred: [...next.starred], followed: [...next.followed] }),
      );
    } catch {
      // Blocked or full storage: it holds for this page only.
    }
  }
  publish(next);
}

/** Whose things these are: the signed-in person's id, or null when nobody (or nobody known) is. */
export function setYoursPerson(id: string | null): void {
  // A person nobody knows keeps nothing across sign-ins, even for the next unknown one.
  if (id === person && id !== null) return;
  person = id;
  publish(load());
}

function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
}

export function toggleStar(eventId: string): void {
  save({ ...current, starred: toggled(current.starred, eventId) });
}

export function toggleFollow(accountKey: string): void {
  save({ ...current, followed: toggled(current.followed, accountKey) });
}

export function yoursNow(): Yours {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same person starring something shows here too.
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== null && event.key === storageKey()) publish(load());
  };
  globalThis.addEventListener?.('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', fromOtherTab);
  };
}

export function useYours(): Yours {
  return useSyncExternalStore(subscribe, yoursNow);
}

/** The small file a person takes to another browser. */
export function exportYours(): string {
  return JSON.stringify(
    { format: fileFormat, starred: [...current.starred], followed: [...current.followed] },
    null,
    2,
  );
}

/** Adds what the file holds to what is here; false when it is not such a file. */
export function importYours(text: string): boolean {
  const read = parse(fileSchema, text);
  if (read === null) return false;
  save({
    starred: new Set([...current.starred, ...read.starred]),
    followed: new Set([...current.followed, ...read.followed]),
  });
  return true;
}
