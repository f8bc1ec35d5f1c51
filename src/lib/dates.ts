import { formatLocale } from './locale';

const isoPattern =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

// Below this a number is epoch seconds (1e11 s is the year 5138; 1e11 ms is 1973).
const secondsLimit = 1e11;

function fromEpoch(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const ms = Math.abs(value) < secondsLimit ? value * 1000 : value;
  return Number.isNaN(new Date(ms).getTime()) ? null : ms;
}

// An ISO 8601 time without a zone is local time.
export function parseTimestamp(raw: unknown): number | null {
  if (typeof raw === 'number') return fromEpoch(raw);
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (/^-?\d+(?:\.\d+)?$/.test(text)) return fromEpoch(Number(text));
  if (!isoPattern.test(text)) return null;
  const normalised = text
    .replace(' ', 'T')
    .replace(',', '.')
    .replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
    .replace(/([+-]\d{2})$/, '$1:00');
  const ms = Date.parse(normalised);
  return Number.isNaN(ms) ? null : ms;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(at: number, locale = formatLocale(), timeZone?: string): string {
  const key = `${locale}|${timeZone}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    dateTimeFormats.set(key, format);
  }
  return format.format(at);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const relativeFormats = new Map<string | undefined, Intl.RelativeTimeFormat>();

export function formatRelative(at: number, now: number, locale = formatLocale()): string {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  const diff = at - now;
  for (const [unit, size] of units) {
    if (Math.abs(diff) >= size) return format.format(Math.round(diff / size), unit);
  }
  return format.format(Math.round(diff / 1000), 'second');
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partFormat(locale: string | undefined, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = partFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    partFormats.set(key, format);
  }
  return format;
}

export type DateParts = { weekday: string; day: string; month: string; time: string };

export function dateParts(at: number, locale = formatLocale(), timeZone?: string): DateParts {
  const parts = partFormat(locale, timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = parts
    .filter(
      (p) =>
        ['hour', 'minute', 'dayPeriod'].includes(p.type) || (p.type === 'literal' && p.value.trim() === ':'),
    )
    .map((p) => (p.type === 'dayPeriod' ? ` ${p.value}` : p.value))
    .join('');
  return { weekday: part('weekday'), day: part('day'), month: part('month').replace(/\.$/, ''), time };
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

export function formatTime(at: number, locale = formatLocale(), timeZone?: string): string {
  const key = `${locale}|${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
    timeFormats.set(key, format);
  }
  return format.format(at);
}

export function startOfDay(at: number): number {
  const date = new Date(at);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

// DST days are 23 or 25 hours long.
export function addDays(at: number, days: number): number {
  const date = new Date(startOfDay(at));
  date.setDate(date.getDate() + days);
  return date.getTime();
}

export function isoDate(at: number): string {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function parseIsoDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date.getTime()
    : null;
}

export function timestampOffset(raw: unknown): number | null {
  if (typeof raw !== 'string') return null;
  const match = /(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?)(Z|([+-])(\d{2}):?(\d{2})?)$/i.exec(raw.trim());
  if (!match) return null;
  if (match[1]?.toUpperCase() === 'Z') return 0;
  const sign = match[2] === '-' ? -1 : 1;
  return sign * (Number(match[3]) * 60 + Number(match[4] ?? 0));
}

const longDates = new Map<string | undefined, Intl.DateTimeFormat>();

export function formatLongDate(at: number, locale = formatLocale()): string {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    longDates.set(locale, format);
  }
  return format.format(at);
}

export function formatTimeRange(
  start: number,
  end: number | null,
  timeZone?: string,
  locale = formatLocale(),
) {
  const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  return end === null || end <= start ? format.format(start) : format.formatRange(start, end);
}

export function formatOffset(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '−';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export function localOffset(at: number): number {
  return -new Date(at).getTimezoneOffset();
}
