import { getMany, set } from 'idb-keyval';
import { seenStore } from '../lib/kept-stores';
import { parseSeen, type Seen, type SeenRecord } from './seen';

// Loaded only with `import()`: idb-keyval stays out of the first page's JavaScript.

type Part = keyof SeenRecord;

/** Nothing kept, or nothing readable (blocked storage, another version's shape), is null. */
export async function readSeen(key: string): Promise<SeenRecord | null> {
  try {
    const [snapshot, baseline] = (await getMany([`${key}:snapshot`, `${key}:baseline`], seenStore)).map(
      parseSeen,
    );
    return snapshot || baseline ? { snapshot: snapshot ?? null, baseline: baseline ?? null } : null;
  } catch {
    return null;
  }
}

export function writeSeen(key: string, part: Part, seen: Seen): Promise<void> {
  return set(`${key}:${part}`, seen, seenStore).catch(() => undefined);
}
