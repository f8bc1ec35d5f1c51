import type { Page } from 'playwright-core';

// What the app keeps in IndexedDB between visits (api/persisted-cache), read and aged from outside.
// Plain Playwright steps, shared by the e2e tests and the bench.

/**
 * What is kept: the query hashes of its pages, as the app wrote them (a second after they arrived), and
 * with `id`, whether one of them holds that item.
 */
function readKept(page: Page, id: string | null): Promise<{ keys: string[]; holds: boolean }> {
  return page.evaluate(
    (wanted) =>
      new Promise<{ keys: string[]; holds: boolean }>((resolve) => {
        const none = { keys: [], holds: false };
        const open = indexedDB.open('teamboard-cache');
        // Never the one to create it: the app's first open would then find no store to make.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) {
            db.close();
            return resolve(none);
          }
          const store = db.transaction('queries').objectStore('queries');
          const keys = store.getAllKeys();
          // Values only when asked for: a big team keeps hundreds of pages.
          const values = wanted === null ? null : store.getAll();
          // Query hashes are JSON arrays; the owner's record aside. Closed, so the app can upgrade it.
          store.transaction.oncomplete = () => {
            db.close();
            const pages = (values?.result ?? []) as { data?: { items?: { id: string }[] } }[];
            resolve({
              keys: keys.result.map(String).filter((key) => key.startsWith('[')),
              holds: pages.some((kept) => kept.data?.items?.some((item) => item.id === wanted) === true),
            });
          };
          store.transaction.onerror = () => {
            db.close();
            resolve(none);
          };
        };
        open.onerror = () => resolve(none);
      }),
    id,
  );
}

/** The query hashes of the pages kept. */
export const keptKeys = async (page: Page): Promise<string[]> => (await readKept(page, null)).keys;

/** Whether a kept page holds the item `id`, so it opens with no network. */
export const keptHolds = async (page: Page, id: string): Promise<boolean> => (await readKept(page, id)).holds;

/** How many pages are kept. */
export const keptPages = async (page: Page): Promise<number> => (await keptKeys(page)).length;

/** The device forgets what the app kept, as on a first visit: the next load restores nothing. */
export function forgetKept(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        localStorage.removeItem('teamboard.kept');
        // Blocked while the app holds the database open: it goes with the next load.
        const deleting = indexedDB.deleteDatabase('teamboard-cache');
        deleting.onsuccess = deleting.onerror = deleting.onblocked = () => resolve();
      }),
  );
}

/** Time passes for what was kept: each kept page now says it was read `ms` earlier. */
export function ageKept(page: Page, ms: number): Promise<void> {
  return page.evaluate(
    (by) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('teamboard-cache');
        open.onsuccess = () => {
          const store = open.result.transaction('queries', 'readwrite').objectStore('queries');
          const cursor = store.openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return resolve();
            const value = at.value as { updatedAt?: number };
            if (typeof value.updatedAt === 'number') at.update({ ...value, updatedAt: value.updatedAt - by });
            at.continue();
          };
          cursor.onerror = () => reject(cursor.error);
        };
      }),
    ms,
  );
}
