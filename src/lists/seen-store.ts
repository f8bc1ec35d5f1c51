import { get, set } from 'idb-keyval';
import { seenStore } from '../lib/kept-stores';
import { parseSeen, type Seen, type SeenRecord } from './seen';

// Loaded only with `import()`: idb-keyval stays out of the first page's JavaScript.

type Part = keyof SeenRecord;

/**
 * Nothing kept, or nothing readable (blocked storage, another version's shape), is null. One part at a
 * time: each 50,000-item part is read back in a task of its own.
 */
export async function readSeen(key: string): Promise<SeenRecord | null> {
  try {
    const snapshot = parseSeen(await get(`${key}:snapshot`, seenStore));
    const baseline = parseSeen(await get(`${key}:baseline`, seenStore));
    return snapshot || baseline ? { snapshot, baseline } : null;
  } catch {
    return null;
  }
}

export function writeSeen(key: string, part: Part, seen: Seen): Promise<void> {
  return set(`${key}:${part}`, seen, seenStore).catch(() => undefined);
}
