import { useId } from 'react';
import {
  browserLanguage,
  chooseLanguage,
  type Language,
  languageChoice,
  languageNames,
  languages,
  useLanguage,
  useMessages,
} from '../i18n/i18n';

export function LanguageSelect() {
  const m = useMessages();
  const id = useId();
  const language = useLanguage();
  const chosen = languageChoice.read();
  return (
    <div className="header-select">
      <label htmlFor={id} className="visually-hidden">
        {m.app.language}
      </label>
      <select
        id={id}
        value={chosen ?? ''}
        onChange={(event) =>
          void chooseLanguage(event.target.value === '' ? null : (event.target.value as Language))
        }
        data-language={language}
      >
        <option value="">{m.app.browserLanguage(languageNames[browserLanguage(navigator.languages)])}</option>
        {languages.map((value) => (
          <option key={value} value={value} lang={value}>
            {languageNames[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
