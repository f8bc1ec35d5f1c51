// Written by hand (a VEVENT is a few lines); the RFC 5545 rules are tested against ical.js.

export type CalendarEvent = {
  uid: string;
  start: number;
  /** Null when the length is not known: the event then has none (RFC 5545 3.6.1). */
  end: number | null;
  title: string;
  description: string | null;
  url: string;
  canceled: boolean;
  /** Minutes before the start at which a calendar reminds the person, or null for no reminder. */
  alarmMinutes?: number | null;
};

export function icsDateTime(at: number): string {
  return new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function icsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

// At 75 octets (RFC 5545 3.1), never inside a UTF-8 sequence.
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function vevent(event: CalendarEvent, stamp: number): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    ...(event.end === null ? [] : [`DTEND:${icsDateTime(event.end)}`]),
    `SUMMARY:${icsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    `URL:${event.url}`,
    ...(event.canceled ? ['STATUS:CANCELLED'] : []),
    ...(event.alarmMinutes == null
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${icsText(event.title)}`,
          `TRIGGER:-PT${Math.round(event.alarmMinutes)}M`,
          'END:VALARM',
        ]),
    'END:VEVENT',
  ];
}

export function toIcs(events: readonly CalendarEvent[], stamp: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Teamboard//Team events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => vevent(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

export function googleCalendarUrl(event: CalendarEvent): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', event.title);
  url.searchParams.set('dates', `${icsDateTime(event.start)}/${icsDateTime(event.end ?? event.start)}`);
  url.searchParams.set('details', [event.description, event.url].filter(Boolean).join('\n\n'));
  return url.href;
}

/** Outlook on the web's new-event form, filled in (Outlook.com and Microsoft 365 both read it). */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const url = new URL('https://outlook.live.com/calendar/0/action/compose');
  url.searchParams.set('subject', event.title);
  url.searchParams.set('startdt', new Date(event.start).toISOString());
  url.searchParams.set('enddt', new Date(event.end ?? event.start).toISOString());
  url.searchParams.set('body', [event.description, event.url].filter(Boolean).join('\n\n'));
  return url.href;
}

export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `teamboard-${slug || 'events'}.ics`;
}
