import { preference, watched } from '../lib/preference';

export type ThemeChoice = 'light' | 'dark' | 'system';

export const themeChoices: readonly ThemeChoice[] = ['system', 'light', 'dark'];

export const themeChoice = watched(
  preference<ThemeChoice>(
    'teamboard.theme',
    (stored) => (stored === 'light' || stored === 'dark' ? stored : 'system'),
    (choice) => (choice === 'system' ? null : choice),
  ),
);

export function applyThemeChoice(root: HTMLElement, choice: ThemeChoice) {
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

export function chooseTheme(choice: ThemeChoice) {
  themeChoice.save(choice);
  applyThemeChoice(document.documentElement, choice);
}
