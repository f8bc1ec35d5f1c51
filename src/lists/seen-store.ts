import { get, set } from 'idb-keyval';
import { seenStore } from '../lib/kept-stores';
import { parseSeen, type Seen, type SeenRecord, withLook } from './seen';

// Loaded only with `import()`: idb-keyval stays out of the first page's JavaScript.

type Part = keyof SeenRecord;

/**
 * Nothing kept, or nothing readable (blocked storage, another version's shape), is null. One part at a
 * time: each 50,000-item part is read back in a task of its own. The snapshot is as recent as the last
 * look that found the list as it was (`writeLooked`).
 */
export async function readSeen(key: string): Promise<SeenRecord | null> {
  try {
    const kept = parseSeen(await get(`${key}:snapshot`, seenStore));
    const baseline = parseSeen(await get(`${key}:baseline`, seenStore));
    const snapshot = withLook(kept, await get(`${key}:looked`, seenStore));
    return snapshot || baseline ? { snapshot, baseline } : null;
  } catch {
    return null;
  }
}

export function writeSeen(key: string, part: Part, seen: Seen): Promise<void> {
  return set(`${key}:${part}`, seen, seenStore).catch(() => undefined);
}

/**
 * A look that found the list as the snapshot has it: only its time is written, not 50,000 items again,
 * which would be cloned in one long task.
 */
export function writeLooked(key: string, at: number): Promise<void> {
  return set(`${key}:looked`, at, seenStore).catch(() => undefined);
}
