import type { Page } from 'playwright-core';

// What the app keeps in IndexedDB between visits (api/persisted-cache), read and aged from outside.
// Plain Playwright steps, shared by the e2e tests and the bench.

/** The pages kept, as the app wrote them (a second after they arrived); the owner's record aside. */
export function keptPages(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('teamboard-cache');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve(0);
          const count = db.transaction('queries').objectStore('queries').count();
          count.onsuccess = () => resolve(Math.max(0, count.result - 1));
          count.onerror = () => resolve(0);
        };
        open.onerror = () => resolve(0);
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
