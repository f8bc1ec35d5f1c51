import { formatInteger } from '../lib/numbers';

/** Plural forms of a phrase; `#` stands for the number, written as the person's locale writes it. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The phrase for `n` in a language's plural rules: "1 event", "2 events", "1 Veranstaltung". */
export function counter(language: string): (n: number, forms: PluralForms) => string {
  const rules = new Intl.PluralRules(language);
  return (n, forms) => (forms[rules.select(n)] ?? forms.other).replaceAll('#', formatInteger(n));
}
