import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const palette = (page: Page, name = 'Search and commands') => page.getByRole('dialog', { name });
export const paletteInput = (page: Page) => palette(page).getByRole('combobox');

export async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+K');
  await paletteInput(page).waitFor();
}

/** Types into the open palette and waits for this option to be the one Enter would choose. */
export async function chooseInPalette(page: Page, query: string, option: string | RegExp): Promise<void> {
  await paletteInput(page).fill(query);
  const first = palette(page).getByRole('option', { name: option }).first();
  await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
}

/** Opens the palette with the keyboard, finds the command and runs it with Enter. */
export async function runInPalette(page: Page, query: string, option: string | RegExp): Promise<void> {
  await openPalette(page);
  await chooseInPalette(page, query, option);
  await page.keyboard.press('Enter');
}
