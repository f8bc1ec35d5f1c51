import { useId } from 'react';
import { useMessages } from '../i18n/i18n';
import { usePreference } from '../lib/preference';
import { chooseTheme, type ThemeChoice, themeChoice, themeChoices } from './theme';

export function ThemeSelect() {
  const m = useMessages();
  const id = useId();
  const choice = usePreference(themeChoice);

  return (
    <div className="header-select">
      <label htmlFor={id} className="visually-hidden">
        {m.app.theme}
      </label>
      <select id={id} value={choice} onChange={(e) => chooseTheme(e.target.value as ThemeChoice)}>
        {themeChoices.map((value) => (
          <option key={value} value={value}>
            {m.app.themes[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
