import type { ListItem } from '../domain/types';
import type { SeenTraits } from './definition';
import { rowPrice } from './rows';

// "What changed since you last looked": what a visit saw of a list, and how today's list differs.
// Kept as columns of plain arrays, not a Map of objects: a 50,000-item snapshot is cloned into IndexedDB
// and back several times faster (15 ms against 100 ms in Node). Snapshot and baseline are kept apart, so
// each write clones one of them.

/** Every item of a list as seen once: one entry per id, at the same index in each column. */
export type Fingerprints = {
  ids: string[];
  names: (string | null)[];
  starts: (number | null)[];
  /** The price in minor units, with its currency. */
  prices: (number | null)[];
  currencies: (string | null)[];
  canceled: boolean[];
};

export type SeenField = 'time' | 'price' | 'status';

/** What a visit saw, and when. */
export type Seen = { at: number; fingerprints: Fingerprints };

/** A person's record for one kind: the list last seen, and what today's marks compare with. */
export type SeenRecord = { snapshot: Seen | null; baseline: Seen | null };

export type Gone = { id: string; name: string | null };

export type SeenChanges = {
  new: ReadonlySet<string>;
  changed: ReadonlyMap<string, readonly SeenField[]>;
  /** Changed into canceled: counted apart from the other changes. */
  canceled: ReadonlySet<string>;
  gone: readonly Gone[];
};

/** A break this long between two looks at a list makes the next look a new visit. */
export const visitGapMs = 30 * 60_000;

/** Items between two pauses of the sliced runs: a long list is read a slice per task (`runSliced`). */
export const seenSlice = 10_000;

function* fingerprinting<T extends ListItem>(
  items: readonly T[],
  traits: (item: T) => SeenTraits,
): Generator<void, Fingerprints> {
  const prints: Fingerprints = { ids: [], names: [], starts: [], prices: [], currencies: [], canceled: [] };
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % seenSlice === 0) yield;
    const item = items[i] as T;
    const { start, canceled } = traits(item);
    const price = rowPrice(item.price);
    prints.ids.push(item.id);
    prints.names.push(item.name);
    prints.starts.push(start);
    prints.prices.push(price?.minor ?? null);
    prints.currencies.push(price?.currency ?? null);
    prints.canceled.push(canceled);
  }
  return prints;
}

function* comparing(baseline: Fingerprints, current: Fingerprints): Generator<void, SeenChanges> {
  const at = new Map<string, number>();
  for (let i = 0; i < baseline.ids.length; i++) {
    if (i > 0 && i % seenSlice === 0) yield;
    at.set(baseline.ids[i] as string, i);
  }
  const found = new Uint8Array(baseline.ids.length);
  const added = new Set<string>();
  const changed = new Map<string, SeenField[]>();
  const canceled = new Set<string>();
  for (let i = 0; i < current.ids.length; i++) {
    if (i % seenSlice === 0) yield;
    const id = current.ids[i] as string;
    const was = at.get(id);
    if (was === undefined) {
      added.add(id);
      continue;
    }
    found[was] = 1;
    const fields: SeenField[] = [];
    if (current.starts[i] !== baseline.starts[was]) fields.push('time');
    if (current.prices[i] !== baseline.prices[was] || current.currencies[i] !== baseline.currencies[was])
      fields.push('price');
    if (current.canceled[i] !== baseline.canceled[was]) fields.push('status');
    if (fields.length === 0) continue;
    changed.set(id, fields);
    if (current.canceled[i]) canceled.add(id);
  }
  const gone: Gone[] = [];
  for (let i = 0; i < found.length; i++)
    if (found[i] === 0) gone.push({ id: baseline.ids[i] as string, name: baseline.names[i] ?? null });
  return { new: added, changed, canceled, gone };
}

function runNow<R>(run: Generator<void, R>): R {
  let step = run.next();
  while (!step.done) step = run.next();
  return step.value;
}

/** Runs a generator a slice per task, so a long list never makes one long task. */
async function runSliced<R>(run: Generator<void, R>, signal: AbortSignal): Promise<R> {
  let step = run.next();
  while (!step.done) {
    // A timer's turn, not `scheduler.yield`: this is background work, and the page's own tasks go first.
    await new Promise((resolve) => setTimeout(resolve));
    signal.throwIfAborted();
    step = run.next();
  }
  return step.value;
}

export function fingerprintsOf<T extends ListItem>(
  items: readonly T[],
  traits: (item: T) => SeenTraits,
): Fingerprints {
  return runNow(fingerprinting(items, traits));
}

export function compareSeen(baseline: Fingerprints, current: Fingerprints): SeenChanges {
  return runNow(comparing(baseline, current));
}

/** What a list is compared with: the previous visit's (`baseline`), and what the device holds now. */
export type SeenAgainst = { baseline: Fingerprints | null; snapshot: Fingerprints | null };

/**
 * Today's fingerprints; with a baseline, what changed since; and whether they are the device's snapshot
 * already (`unchanged`), so it is not written again. A slice of the list per task.
 */
export async function seeList<T extends ListItem>(
  items: readonly T[],
  traits: (item: T) => SeenTraits,
  { baseline, snapshot }: SeenAgainst,
  signal: AbortSignal,
): Promise<{ fingerprints: Fingerprints; changes: SeenChanges | null; unchanged: boolean }> {
  const fingerprints = await runSliced(fingerprinting(items, traits), signal);
  const changes = baseline === null ? null : await runSliced(comparing(baseline, fingerprints), signal);
  const unchanged = snapshot !== null && (await runSliced(matching(snapshot, fingerprints), signal));
  return { fingerprints, changes, unchanged };
}

const columns = ['ids', 'names', 'starts', 'prices', 'currencies', 'canceled'] as const;

/** Whether two fingerprints hold the same items with the same traits, in the same order. */
function* matching(a: Fingerprints, b: Fingerprints): Generator<void, boolean> {
  if (columns.some((column) => a[column].length !== b[column].length)) return false;
  for (let i = 0; i < a.ids.length; i++) {
    if (i > 0 && i % seenSlice === 0) yield;
    for (const column of columns) if (a[column][i] !== b[column][i]) return false;
  }
  return true;
}

/** The fingerprints in parts of `size` items, in order: the device keeps a long list a part a record. */
export function fingerprintParts(prints: Fingerprints, size: number): Fingerprints[] {
  const parts: Fingerprints[] = [];
  for (let from = 0; from < prints.ids.length; from += size)
    parts.push({
      ids: prints.ids.slice(from, from + size),
      names: prints.names.slice(from, from + size),
      starts: prints.starts.slice(from, from + size),
      prices: prints.prices.slice(from, from + size),
      currencies: prints.currencies.slice(from, from + size),
      canceled: prints.canceled.slice(from, from + size),
    });
  return parts;
}

/** Parts as read back, joined in order; null when one is missing or not a part (`parseSeen` checks the rest). */
export function joinedParts(parts: readonly unknown[]): Fingerprints | null {
  const joined: Fingerprints = { ids: [], names: [], starts: [], prices: [], currencies: [], canceled: [] };
  for (const part of parts) {
    if (typeof part !== 'object' || part === null) return null;
    for (const column of columns) {
      const values: unknown = (part as Record<string, unknown>)[column];
      if (!Array.isArray(values)) return null;
      (joined[column] as unknown[]).push(...values);
    }
  }
  return joined;
}

/** A stored snapshot or baseline, or null for anything else (another version's shape): marks start over. */
export function parseSeen(value: unknown): Seen | null {
  if (typeof value !== 'object' || value === null) return null;
  const { at, fingerprints } = value as Partial<Seen>;
  if (typeof at !== 'number' || typeof fingerprints !== 'object' || fingerprints === null) return null;
  const length = Array.isArray(fingerprints.ids) ? fingerprints.ids.length : -1;
  const whole = columns.every((column) => {
    const values: unknown = fingerprints[column];
    return Array.isArray(values) && values.length === length;
  });
  return whole ? { at, fingerprints } : null;
}

/** The snapshot as recent as the last look that found the list as it has it (`looked`, as read back). */
export function withLook(snapshot: Seen | null, looked: unknown): Seen | null {
  return snapshot && typeof looked === 'number' && looked > snapshot.at
    ? { ...snapshot, at: looked }
    : snapshot;
}

/**
 * The record as a kind's whole list opens: a snapshot older than the visit gap was the previous visit,
 * so it becomes what this visit compares with. A first visit ever has nothing to compare with.
 */
export function openVisit(record: SeenRecord | null, now: number): SeenRecord {
  if (record === null) return { snapshot: null, baseline: null };
  const { snapshot } = record;
  return snapshot !== null && now - snapshot.at >= visitGapMs ? { snapshot, baseline: snapshot } : record;
}

/** What a complete list's arrival leaves: the snapshot is today's list; the baseline stays. */
export function withSnapshot(record: SeenRecord, seen: Seen): SeenRecord {
  return { snapshot: seen, baseline: record.baseline };
}

/** "Mark all seen": today's list is what later marks compare with. */
export function markAllSeen(seen: Seen): SeenRecord {
  return { snapshot: seen, baseline: seen };
}

export type SeenMark = 'new' | readonly SeenField[] | null;

export function seenMark(changes: SeenChanges, id: string): SeenMark {
  return changes.new.has(id) ? 'new' : (changes.changed.get(id) ?? null);
}

export function isMarked(changes: SeenChanges, id: string): boolean {
  return changes.new.has(id) || changes.changed.has(id);
}

export function hasChanges(changes: SeenChanges): boolean {
  return changes.new.size > 0 || changes.changed.size > 0 || changes.gone.length > 0;
}

/** Every kind's CSV ends with this column, empty on a first visit. */
export const seenCsvHeader = 'changed_since_last_visit';

/** The CSV's "changed since last visit" cell: `new`, or the fields that changed (`time, status`). */
export function seenCell(changes: SeenChanges | null, id: string): string {
  const mark = changes === null ? null : seenMark(changes, id);
  return mark === null ? '' : mark === 'new' ? 'new' : mark.join(', ');
}
