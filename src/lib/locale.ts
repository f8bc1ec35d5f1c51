// The browser's locale when it is of the UI language, else the language: a sentence never mixes two.

let current: string | undefined;

export function formatLocale(): string | undefined {
  return current;
}

export function setFormatLocale(locale: string | undefined): void {
  current = locale;
}

export function localeFor(language: string, browserLocales: readonly string[]): string {
  const own = browserLocales.find((tag) => tag.toLowerCase().split('-')[0] === language);
  try {
    return own ? (Intl.getCanonicalLocales(own)[0] ?? language) : language;
  } catch {
    return language;
  }
}
