import { densities, densityPreference } from '../features/home/density';
import {
  browserLanguage,
  chooseLanguage,
  type Language,
  languageChoice,
  languageNames,
  languages,
  useLanguage,
} from '../i18n/i18n';
import { useMessages } from '../i18n/later';
import { usePreference } from '../lib/preference';
import { SettingSelect } from './setting-select';
import { chooseTheme, themeChoice, themeChoices } from './theme';

/** Language, theme and the home's density: the person's own choices, kept in their menu. */
export function PersonSettings() {
  const m = useMessages();
  // Read again whenever the language changes, so the "Browser (…)" choice follows it.
  useLanguage();
  const theme = usePreference(themeChoice);
  const density = usePreference(densityPreference);
  return (
    <fieldset className="person-settings">
      <legend className="visually-hidden">{m.app.settings}</legend>
      <SettingSelect<Language | ''>
        label={m.app.language}
        value={languageChoice.read() ?? ''}
        options={[
          { value: '', label: m.app.browserLanguage(languageNames[browserLanguage(navigator.languages)]) },
          ...languages.map((value) => ({ value, label: languageNames[value], lang: value })),
        ]}
        onChange={(value) => void chooseLanguage(value === '' ? null : value)}
      />
      <SettingSelect
        label={m.app.theme}
        value={theme}
        options={themeChoices.map((value) => ({ value, label: m.app.themes[value] }))}
        onChange={chooseTheme}
      />
      <SettingSelect
        label={m.home.density}
        value={density}
        options={densities.map((value) => ({ value, label: m.home.densities[value] }))}
        onChange={densityPreference.save}
      />
    </fieldset>
  );
}
