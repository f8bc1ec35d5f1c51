import { addDays, formatTime, startOfDay } from './dates';
import { formatLocale } from './locale';

/**
 * When a past moment was, as "since …" wants it: its time today, "yesterday", its weekday within the
 * week, else its date (with the year when it is another year's).
 */
export function formatSince(at: number, now: number, locale = formatLocale()): string {
  const today = startOfDay(now);
  if (at >= today) return formatTime(at, locale);
  if (at >= addDays(today, -1))
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
  if (at >= addDays(today, -6)) return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(at);
  const year = new Date(at).getFullYear() === new Date(now).getFullYear() ? undefined : 'numeric';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year }).format(at);
}
