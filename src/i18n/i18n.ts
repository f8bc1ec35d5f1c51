import { useSyncExternalStore } from 'react';
import { localeFor, setFormatLocale } from '../lib/locale';
import { preference } from '../lib/preference';
import { en, type Messages } from './en';

export type { Messages };

export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];

/** Each language's name in itself, for the switch. */
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch' };

function isLanguage(value: string | null): value is Language {
  return (languages as readonly (string | null)[]).includes(value);
}

/** The language the person picked, or null to follow the browser. */
export const languageChoice = preference<Language | null>(
  'teamboard.language',
  (stored) => (isLanguage(stored) ? stored : null),
  (value) => value,
);

/** The first of the browser's languages that Teamboard speaks, else English. */
export function browserLanguage(locales: readonly string[]): Language {
  for (const tag of locales) {
    const language = tag.toLowerCase().split('-')[0] ?? null;
    if (isLanguage(language)) return language;
  }
  return 'en';
}

// Only English ships in the first file; other catalogues load when chosen.
const catalogues: Record<Language, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  de: () => import('./de').then((module) => module.de),
};

type State = { language: Language; messages: Messages };

let state: State = { language: 'en', messages: en };
const listeners = new Set<() => void>();

function browserLocales(): readonly string[] {
  return globalThis.navigator?.languages ?? [];
}

/** Switches the words and the formats together, and tells every component that reads them. */
export async function setLanguage(language: Language): Promise<void> {
  const messages = await catalogues[language]();
  setFormatLocale(localeFor(language, browserLocales()));
  state = { language, messages };
  globalThis.document?.documentElement.setAttribute('lang', language);
  for (const listener of listeners) listener();
}

/** At start-up: the remembered choice, else the browser's language; English when its file cannot load. */
export function startLanguage(): Promise<void> {
  return setLanguage(languageChoice.read() ?? browserLanguage(browserLocales())).catch(() =>
    setLanguage('en'),
  );
}

/** The current catalogue, for code outside components. */
export function messages(): Messages {
  return state.messages;
}

export function currentLanguage(): Language {
  return state.language;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

/** The current catalogue; the component renders again when the language changes. */
export function useMessages(): Messages {
  return useSyncExternalStore(subscribe, getState).messages;
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getState).language;
}
