export type ThemeChoice = 'light' | 'dark' | 'system';

export const themeChoices: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const storageKey = 'teamboard.theme';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function readThemeChoice(storage: Pick<Storage, 'getItem'> | undefined): ThemeChoice {
  try {
    const stored = storage?.getItem(storageKey);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function saveThemeChoice(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  choice: ThemeChoice,
) {
  try {
    if (choice === 'system') storage?.removeItem(storageKey);
    else storage?.setItem(storageKey, choice);
  } catch {
    // Storage can be full or blocked; the choice then lasts for this page only.
  }
}

/** `system` leaves the attribute off so the CSS follows `prefers-color-scheme`. */
export function applyThemeChoice(root: HTMLElement, choice: ThemeChoice) {
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}
