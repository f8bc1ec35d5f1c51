export const pageSizeOptions = [12, 24, 48, 96] as const;
export const defaultPageSize = 24;
export const maxPageSize = 100;

const storageKey = 'teamboard.perPage';

export function isPageSize(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= maxPageSize;
}

/** The remembered page size: a preference, so localStorage is the right place. */
export function readPageSizePreference(storage: Pick<Storage, 'getItem'> | undefined): number {
  try {
    const stored = Number(storage?.getItem(storageKey));
    return isPageSize(stored) ? stored : defaultPageSize;
  } catch {
    return defaultPageSize;
  }
}

export function savePageSizePreference(storage: Pick<Storage, 'setItem'> | undefined, perPage: number) {
  try {
    storage?.setItem(storageKey, String(perPage));
  } catch {
    // Blocked or full storage: the size still applies through the URL.
  }
}

/** The page that keeps the first item of the current page in view after a page-size change. */
export function pageForNewSize(page: number, perPage: number, nextPerPage: number): number {
  return Math.floor(((page - 1) * perPage) / nextPerPage) + 1;
}
