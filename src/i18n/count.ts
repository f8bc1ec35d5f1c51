import { formatInteger } from '../lib/numbers';

/** `#` stands for the number, written as the person's locale writes it. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export function counter(language: string): (n: number, forms: PluralForms) => string {
  const rules = new Intl.PluralRules(language);
  return (n, forms) => (forms[rules.select(n)] ?? forms.other).replaceAll('#', formatInteger(n));
}
