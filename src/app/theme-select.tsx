import { useId, useState } from 'react';
import { applyThemeChoice, readThemeChoice, saveThemeChoice, type ThemeChoice, themeChoices } from './theme';

const labels: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

export function ThemeSelect() {
  const id = useId();
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice(localStorage));

  function choose(next: ThemeChoice) {
    setChoice(next);
    saveThemeChoice(localStorage, next);
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
