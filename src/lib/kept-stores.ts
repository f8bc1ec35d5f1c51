import { clear, createStore, type UseStore } from 'idb-keyval';

// Every IndexedDB store of list data and the service worker's cache of images, so one purge finds them
// all. Loaded lazily: idb-keyval is never in the first page's JavaScript.

/** Query data of pages of lists, by query hash (api/persisted-cache). */
export const cacheStore: UseStore = createStore('teamboard-cache', 'queries');
/** What the person saw of each list at their last visit (the "since you last looked" marks). */
export const seenStore: UseStore = createStore('teamboard-seen', 'snapshots');
/** The covers and avatars the service worker keeps as they are seen (config/offline-worker). */
export const imageCacheName = 'teamboard-images';

/** The tab's last view as markup, in `sessionStorage` (app/last-view.ts keeps it, early/last-view.ts paints it). */
export const lastViewKey = 'teamboard.last-view';

let forgotten = 0;

/**
 * How many times this tab has stopped what it was writing (the stores emptied, here or by another tab).
 * A write that spans tasks checks it before each step: a step begun before the emptying is emptied with
 * the rest (the database runs them in order), and none is begun after.
 */
export const timesForgotten = (): number => forgotten;

/** Called before the stores are emptied (`forgetKept`), and where another tab emptied them. */
export function stopKeptWrites(): void {
  forgotten += 1;
}

/** Empties every store; a store that cannot be opened (private mode, blocked) has nothing to empty. */
export async function forgetKept(): Promise<void> {
  await Promise.all([
    ...[cacheStore, seenStore].map((store) => clear(store).catch(() => undefined)),
    globalThis.caches?.delete(imageCacheName).catch(() => undefined),
  ]);
}
