import { useId } from 'react';
import {
  browserLanguage,
  type Language,
  languageChoice,
  languageNames,
  languages,
  setLanguage,
  useLanguage,
  useMessages,
} from '../i18n/i18n';

export function LanguageSelect() {
  const m = useMessages();
  const id = useId();
  const language = useLanguage();
  const chosen = languageChoice.read();
  function choose(value: string) {
    const next = value === '' ? null : (value as Language);
    languageChoice.save(next);
    void setLanguage(next ?? browserLanguage(navigator.languages));
  }
  return (
    <div className="header-select">
      <label htmlFor={id} className="visually-hidden">
        {m.app.language}
      </label>
      <select
        id={id}
        value={chosen ?? ''}
        onChange={(event) => choose(event.target.value)}
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
