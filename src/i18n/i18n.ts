import { useSyncExternalStore } from 'react';
import { localeFor, setFormatLocale } from '../lib/locale';
import { preference } from '../lib/preference';
import { en, type FirstMessages, type LaterMessages, type Messages } from './en';

export type { FirstMessages, Messages };

export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];

export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch' };

function isLanguage(value: string | null): value is Language {
  return (languages as readonly (string | null)[]).includes(value);
}

export const languageChoice = preference<Language | null>(
  'teamboard.language',
  (stored) => (isLanguage(stored) ? stored : null),
  (value) => value,
);

export function browserLanguage(locales: readonly string[]): Language {
  for (const tag of locales) {
    const language = tag.toLowerCase().split('-')[0] ?? null;
    if (isLanguage(language)) return language;
  }
  return 'en';
}

// Only English ships in the first file, and only the sections it reads (`FirstMessages`); the rest of
// English joins when a chunk that shows it loads (./later.ts). Other catalogues load whole, when chosen.
let english: FirstMessages = en;

const catalogues: Record<Language, () => Promise<FirstMessages>> = {
  en: () => Promise.resolve(english),
  de: () => import('./de').then((module) => module.de),
};

type State = { language: Language; messages: FirstMessages };

let state: State = { language: 'en', messages: english };
const listeners = new Set<() => void>();

// Called once, by ./later.ts as it loads. Nothing that reads these sections has rendered yet, so nothing
// on screen changes and no listener is told.
export function addLaterEnglish(later: LaterMessages): void {
  english = { ...en, ...later };
  if (state.language === 'en') state = { language: 'en', messages: english };
}

function browserLocales(): readonly string[] {
  return globalThis.navigator?.languages ?? [];
}

export async function setLanguage(language: Language): Promise<void> {
  const messages = await catalogues[language]();
  setFormatLocale(localeFor(language, browserLocales()));
  state = { language, messages };
  globalThis.document?.documentElement.setAttribute('lang', language);
  for (const listener of listeners) listener();
}

/** A person's choice of language, or null to follow the browser. */
export function chooseLanguage(choice: Language | null): Promise<void> {
  languageChoice.save(choice);
  return setLanguage(choice ?? browserLanguage(browserLocales()));
}

export function startLanguage(): Promise<void> {
  return setLanguage(languageChoice.read() ?? browserLanguage(browserLocales())).catch(() =>
    setLanguage('en'),
  );
}

export function messages(): FirstMessages {
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

export function useMessages(): FirstMessages {
  return useSyncExternalStore(subscribe, getState).messages;
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getState).language;
}
