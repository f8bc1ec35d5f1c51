import { delMany, get, keys, set } from 'idb-keyval';
import { seenStore, timesForgotten } from '../lib/kept-stores';
import { fingerprintParts, joinedParts, parseSeen, type Seen, type SeenRecord, withLook } from './seen';

// Loaded only with `import()`: idb-keyval stays out of the first page's JavaScript.

type Part = keyof SeenRecord;

// Items a record holds. A record is cloned in one task as it is read or written: 50,000 items in one
// took tasks of 50-160 ms on huge-team's return (docs/performance.md).
const itemsPerRecord = 250;

/** What a part's own key holds: when it was seen, and the records its items are in, in order. */
type Stored = { at: number; records: string[] };

const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Stored).at === 'number' &&
  Array.isArray((value as Stored).records);

/** A part read a record at a time; an earlier build's single record is read as it is. */
async function readPart(key: string, part: Part): Promise<Seen | null> {
  const stored: unknown = await get(`${key}:${part}`, seenStore);
  if (!isStored(stored)) return parseSeen(stored);
  const records: unknown[] = [];
  for (const name of stored.records) records.push(await get(String(name), seenStore));
  const fingerprints = joinedParts(records);
  return fingerprints && parseSeen({ at: stored.at, fingerprints });
}

/**
 * Nothing kept, or nothing readable (blocked storage, another version's shape), is null. The snapshot is
 * as recent as the last look that found the list as it was (`writeLooked`).
 */
export async function readSeen(key: string): Promise<SeenRecord | null> {
  try {
    const kept = await readPart(key, 'snapshot');
    const baseline = await readPart(key, 'baseline');
    const snapshot = withLook(kept, await get(`${key}:looked`, seenStore));
    return snapshot || baseline ? { snapshot, baseline } : null;
  } catch {
    return null;
  }
}

/**
 * A record per few hundred items, each in a task of its own and named by the time seen; then the part's
 * own key, which names them, so a write cut short leaves the part as it was; then the earlier records go.
 */
export async function writeSeen(key: string, part: Part, seen: Seen): Promise<void> {
  const prefix = `${key}:${part}:`;
  const since = timesForgotten();
  // A sign-out or another person meanwhile: nothing more is written.
  const goOn = () => timesForgotten() === since;
  try {
    const records: string[] = [];
    for (const [index, prints] of fingerprintParts(seen.fingerprints, itemsPerRecord).entries()) {
      const name = `${prefix}${seen.at}:${index}`;
      if (!goOn()) return;
      await set(name, prints, seenStore);
      records.push(name);
    }
    if (!goOn()) return;
    await set(`${key}:${part}`, { at: seen.at, records } satisfies Stored, seenStore);
    const earlier = (await keys(seenStore)).filter(
      (name) =>
        typeof name === 'string' &&
        name.startsWith(prefix) &&
        Number(name.slice(prefix.length).split(':')[0]) < seen.at,
    );
    await delMany(earlier, seenStore);
  } catch {
    // Nothing is kept where storage is blocked or full; the marks start over next time.
  }
}

/**
 * A look that found the list as the snapshot has it: only its time is written, not 50,000 items again.
 */
export function writeLooked(key: string, at: number): Promise<void> {
  return set(`${key}:looked`, at, seenStore).catch(() => undefined);
}
