import { formatLocale } from './locale';

const parts: [unit: string, seconds: number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

const unitFormats = new Map<string, Intl.NumberFormat>();

export function unitFormat(unit: string, locale = formatLocale()): Intl.NumberFormat {
  const key = `${locale}|${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' });
    unitFormats.set(key, format);
  }
  return format;
}

// A duration the API left out stays out, so callers need no null check of their own.
export function formatDuration(totalSeconds: number, locale?: string): string;
export function formatDuration(totalSeconds: number | null, locale?: string): string | null;
export function formatDuration(totalSeconds: number | null, locale = formatLocale()): string | null {
  if (totalSeconds === null) return null;
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return unitFormat('second', locale).format(seconds);
  let rest = seconds - (seconds % 60);
  const shown: string[] = [];
  for (const [unit, size] of parts) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) shown.push(unitFormat(unit, locale).format(count));
  }
  return shown.join(' ');
}
