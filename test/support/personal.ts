import type { Page } from 'playwright-core';

/** The browser forgets every person's `name` store (saved views, stars): the next load starts with none. */
export function forgetPersonal(page: Page, name: 'views' | 'yours'): Promise<void> {
  return page.evaluate((prefix) => {
    for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
  }, `teamboard.${name}:`);
}
