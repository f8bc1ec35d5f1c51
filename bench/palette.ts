import { loadAll } from './load-all';
import { longest, probe, type Tab, tasksBetween } from './tabs';

/** How long after the last result is painted the long tasks are still counted as the palette's. */
const settleAfterMs = 500;
/** Typed as a person types, one key every 80 ms: a word with two letters swapped. */
export const misspeltQuery = 'masetrclass';

export type PaletteOpen = {
  /** Ctrl K to the first result of the whole query painted. */
  doneMs: number;
  longTasks: number;
  longestTaskMs: number;
};

/** With 10,000 events read: Ctrl K, a misspelt word typed key by key, to its first result painted. */
export async function openPaletteOn(tab: Tab, items: number): Promise<PaletteOpen> {
  await loadAll(tab, items);
  const { page } = tab;
  const startAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').waitFor();
  await page.keyboard.type(misspeltQuery, { delay: 80 });
  await dialog
    .getByRole('option', { name: /masterclass/i })
    .first()
    .waitFor();
  const paintAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))),
      ),
  );
  await page.waitForTimeout(settleAfterMs);
  const tasks = tasksBetween((await probe(page)).longTasks, startAt, paintAt + settleAfterMs);
  return { doneMs: paintAt - startAt, longTasks: tasks.length, longestTaskMs: longest(tasks) };
}
