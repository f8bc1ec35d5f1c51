import { get, set } from 'idb-keyval';
import { seenStore } from '../lib/kept-stores';
import { parseSeenRecord, type SeenRecord } from './seen';

// Loaded only with `import()`: idb-keyval stays out of the first page's JavaScript.

/** A record that cannot be read (blocked storage, another version's shape) is no record. */
export function readSeen(key: string): Promise<SeenRecord | null> {
  return get(key, seenStore).then(parseSeenRecord, () => null);
}

export function writeSeen(key: string, record: SeenRecord): Promise<void> {
  return set(key, record, seenStore).catch(() => undefined);
}
