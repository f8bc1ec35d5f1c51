const isoPattern =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** Below this a number is taken as epoch seconds (1e11 s is the year 5138; 1e11 ms is 1973). */
const secondsLimit = 1e11;

function fromEpoch(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const ms = Math.abs(value) < secondsLimit ? value * 1000 : value;
  return Number.isNaN(new Date(ms).getTime()) ? null : ms;
}

/**
 * Epoch milliseconds from whatever the API sent: ISO 8601 with or without a zone (without one it is
 * local time), or epoch seconds/milliseconds as a number or a numeric string. Anything else is null.
 */
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

/** "Mon, Nov 23, 2026, 3:30 PM" in the person's locale and time zone. */
export function formatDateTime(at: number, locale?: string, timeZone?: string): string {
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

/** "in 3 days", "yesterday", "5 minutes ago": the largest unit that fits, rounded. */
export function formatRelative(at: number, now: number, locale?: string): string {
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
