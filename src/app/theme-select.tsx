import { useId, useState } from 'react';
import { useMessages } from '../i18n/i18n';
import { applyThemeChoice, type ThemeChoice, themeChoice, themeChoices } from './theme';

export function ThemeSelect() {
  const m = useMessages();
  const id = useId();
  const [choice, setChoice] = useState<ThemeChoice>(themeChoice.read);

  function choose(next: ThemeChoice) {
    setChoice(next);
    themeChoice.save(next);
    applyThemeChoice(document.documentElement, next);
  }

  return (
    <div className="header-select">
      <label htmlFor={id} className="visually-hidden">
        {m.app.theme}
      </label>
      <select id={id} value={choice} onChange={(e) => choose(e.target.value as ThemeChoice)}>
        {themeChoices.map((value) => (
          <option key={value} value={value}>
            {m.app.themes[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
