import { formatLocale } from './locale';

const integers = new Map<string | undefined, Intl.NumberFormat>();

export function formatInteger(value: number): string {
  const locale = formatLocale();
  let format = integers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    integers.set(locale, format);
  }
  return format.format(value);
}
