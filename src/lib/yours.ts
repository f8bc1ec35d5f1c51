import * as v from 'valibot';
import { personalStore, usePersonal } from './personal-store';

/** The events a person starred and the organisers they follow. */
export type Yours = { starred: ReadonlySet<string>; followed: ReadonlySet<string> };

const fileFormat = 'teamboard-yours';
const none: Yours = { starred: new Set(), followed: new Set() };

const ids = v.fallback(v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(500))), []);
const storedSchema = v.object({ starred: ids, followed: ids });
const fileSchema = v.object({ format: v.literal(fileFormat), starred: ids, followed: ids });

function fromLists(json: unknown, schema: typeof storedSchema | typeof fileSchema): Yours | null {
  const result = v.safeParse(schema, json);
  if (!result.success) return null;
  return { starred: new Set(result.output.starred), followed: new Set(result.output.followed) };
}

const lists = (yours: Yours) => ({ starred: [...yours.starred], followed: [...yours.followed] });

const store = personalStore('yours', (json) => fromLists(json, storedSchema), lists, none);

function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
}

export function toggleStar(eventId: string): void {
  const current = store.read();
  store.save({ ...current, starred: toggled(current.starred, eventId) });
}

export function toggleFollow(accountKey: string): void {
  const current = store.read();
  store.save({ ...current, followed: toggled(current.followed, accountKey) });
}

export const yoursNow = store.read;

export function useYours(): Yours {
  return usePersonal(store);
}

/** The small file a person takes to another browser. */
export function exportYours(): string {
  return JSON.stringify({ format: fileFormat, ...lists(store.read()) }, null, 2);
}

/** Adds what the file holds to what is here; false when it is not such a file. */
export function importYours(text: string): boolean {
  let read: Yours | null;
  try {
    read = fromLists(JSON.parse(text), fileSchema);
  } catch {
    read = null;
  }
  if (read === null) return false;
  const current = store.read();
  store.save({
    starred: new Set([...current.starred, ...read.starred]),
    followed: new Set([...current.followed, ...read.followed]),
  });
  return true;
}
