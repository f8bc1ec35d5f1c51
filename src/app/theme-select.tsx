import { useId, useState } from 'react';
import { webStorage } from '../lib/web-storage';
import { applyThemeChoice, readThemeChoice, saveThemeChoice, type ThemeChoice, themeChoices } from './theme';

const labels: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

export function ThemeSelect() {
  const id = useId();
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice(webStorage('localStorage')));

  function choose(next: ThemeChoice) {
    setChoice(next);
    saveThemeChoice(webStorage('localStorage'), next);
    applyThemeChoice(document.documentElement, next);
  }

  return (
    <div className="theme-select">
      <label htmlFor={id}>Theme</label>
      <select id={id} value={choice} onChange={(e) => choose(e.target.value as ThemeChoice)}>
        {themeChoices.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
