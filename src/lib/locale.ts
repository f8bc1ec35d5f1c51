// The locale numbers, prices and dates are written in. It follows the UI language: the browser's own
// locale when it is of that language (en-GB, de-CH), else the language itself, so a sentence and the
// dates in it never mix two languages.

let current: string | undefined;

export function formatLocale(): string | undefined {
  return current;
}

export function setFormatLocale(locale: string | undefined): void {
  current = locale;
}

/** The first of the browser's locales written in `language`, else `language` itself. */
export function localeFor(language: string, browserLocales: readonly string[]): string {
  const own = browserLocales.find((tag) => tag.toLowerCase().split('-')[0] === language);
  try {
    return own ? (Intl.getCanonicalLocales(own)[0] ?? language) : language;
  } catch {
    return language;
  }
}
