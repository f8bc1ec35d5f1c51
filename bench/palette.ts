import { loadAll } from './load-all';
import { longest, probe, type Tab, tasksBetween } from './tabs';

/** How long after the last result is painted the long tasks are still counted as the palette's. */
const settleAfterMs = 500;
/** A word with two letters swapped, typed as a person types: one key every 80 ms. */
export const misspeltQuery = 'masetrclass';

export type PaletteOpen = {
  /** Ctrl K to the palette's input painted (its code is fetched on first use). */
  openMs: number;
  /** The whole query's input event to its results painted: what one keystroke waits for. */
  queryMs: number;
  longTasks: number;
  longestTaskMs: number;
};

const nextPaint = `new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))))`;

/**
 * With 10,000 events read: Ctrl K, the misspelt word typed key by key; then the input emptied and the
 * whole word put in at once, timed from its input event to its first result painted.
 */
export async function openPaletteOn(tab: Tab, items: number): Promise<PaletteOpen> {
  await loadAll(tab, items);
  const { page } = tab;
  const startAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('combobox');
  await input.waitFor();
  const openedAt = (await page.evaluate(nextPaint)) as number;
  await page.keyboard.type(misspeltQuery, { delay: 80 });
  const result = dialog.getByRole('option', { name: /masterclass/i }).first();
  await result.waitFor();

  await input.fill('');
  await result.waitFor({ state: 'detached' });
  await page.evaluate(() => {
    const at = window as unknown as { paletteInputAt?: number };
    document.addEventListener('input', (event) => (at.paletteInputAt = event.timeStamp), {
      capture: true,
      once: true,
    });
  });
  await page.keyboard.insertText(misspeltQuery);
  await result.waitFor();
  const paintAt = (await page.evaluate(nextPaint)) as number;
  const inputAt = (await page.evaluate('window.paletteInputAt')) as number;
  await page.waitForTimeout(settleAfterMs);
  const tasks = tasksBetween((await probe(page)).longTasks, startAt, paintAt + settleAfterMs);
  return {
    openMs: openedAt - startAt,
    queryMs: paintAt - inputAt,
    longTasks: tasks.length,
    longestTaskMs: longest(tasks),
  };
}
