import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  type CalendarEvent,
  foldLine,
  googleCalendarUrl,
  icsDateTime,
  icsFileName,
  icsText,
  outlookCalendarUrl,
  toIcs,
} from './ics';

const start = Date.UTC(2026, 10, 24, 15, 0);
const launch: CalendarEvent = {
  uid: 'evt_1@teamboard.example',
  start,
  end: start + 90 * 60_000,
  title: 'Launch; party, with "friends" and ünïcödé — 🎉',
  description: 'Line one\nLine two, with a comma; and a semicolon \\ and a backslash',
  url: 'https://teamboard.example/events/evt_1',
  canceled: false,
};

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('toIcs', () => {
  it('writes a calendar that an independent RFC 5545 parser reads back exactly', () => {
    const text = toIcs([launch], Date.UTC(2026, 10, 20, 9, 0));
    const [event] = parse(text);
    expect(event?.uid).toBe(launch.uid);
    expect(event?.summary).toBe(launch.title);
    expect(event?.description).toBe(launch.description);
    expect(event?.startDate.toJSDate().getTime()).toBe(launch.start);
    expect(event?.endDate.toJSDate().getTime()).toBe(launch.end);
    expect(event?.startDate.zone?.tzid).toBe('UTC');
    const vevent = event?.component;
    expect(vevent?.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-20T09:00:00Z');
    expect(vevent?.getFirstPropertyValue('url')).toBe(launch.url);
  });

  it('carries a reminder as a VALARM that fires the asked minutes before the start, and none when not asked', () => {
    const [vevent] = new ICAL.Component(
      ICAL.parse(toIcs([{ ...launch, alarmMinutes: 15 }], start)),
    ).getAllSubcomponents('vevent');
    const alarm = vevent?.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT15M');
    expect(toIcs([launch], start)).not.toContain('VALARM');
  });

  it('has the properties RFC 5545 requires, every time in UTC with a Z', () => {
    const text = toIcs([{ ...launch, start: start + 123 }], Date.UTC(2026, 10, 20, 9, 0, 5, 999));
    const lines = text.split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Teamboard//Team events//EN',
    ]);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    // Fractions of a second are not DATE-TIME syntax; they are left out.
    expect(lines).toContain('DTSTAMP:20261120T090005Z');
    expect(lines).toContain('DTSTART:20261124T150000Z');
    expect(lines).toContain('DTEND:20261124T163000Z');
    const [event] = parse(text);
    expect(event?.endDate.zone?.tzid).toBe('UTC');
    const stamp = event?.component.getFirstPropertyValue('dtstamp');
    expect(stamp instanceof ICAL.Time && stamp.zone?.tzid).toBe('UTC');
    // Each event has exactly one UID and one DTSTAMP.
    expect(event?.component.getAllProperties('uid')).toHaveLength(1);
    expect(event?.component.getAllProperties('dtstamp')).toHaveLength(1);
  });

  it('escapes a title, description and UID so that they read back exactly, whatever the line breaks', () => {
    const odd = {
      ...launch,
      uid: 'evt;1,x@teamboard.example',
      title: 'One\r\nTwo\rThree',
      description: 'back\\slash; semi, comma\n\nblank line',
    };
    const [event] = parse(toIcs([odd], start));
    expect(event?.uid).toBe(odd.uid);
    expect(event?.summary).toBe('One\nTwo\nThree');
    expect(event?.description).toBe(odd.description);
  });

  it('uses CRLF line ends and folds every line to at most 75 octets', () => {
    const text = toIcs([{ ...launch, description: 'x'.repeat(400) }], start);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parse(text)[0]?.description).toBe('x'.repeat(400));
  });

  it('holds several events, marks a canceled one, and leaves out an unknown end', () => {
    const text = toIcs(
      [launch, { ...launch, uid: 'evt_2@teamboard.example', end: null, canceled: true, description: null }],
      start,
    );
    const events = parse(text);
    expect(events.map((event) => event.uid)).toEqual(['evt_1@teamboard.example', 'evt_2@teamboard.example']);
    expect(events[1]?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(events[1]?.component.hasProperty('dtend')).toBe(false);
    expect(events[1]?.component.hasProperty('description')).toBe(false);
  });
});

describe('ics helpers', () => {
  it('escapes text as RFC 5545 says', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets exactly, continuation lines starting with one space', () => {
    const exact = `DESCRIPTION:${'x'.repeat(75 - 12)}`;
    expect(foldLine(exact)).toBe(exact);
    const longer = `${exact}yz`;
    expect(foldLine(longer)).toBe(`${exact}\r\n yz`);
    // 302 octets: 75 on the first line, then 74 after each continuation's space.
    const long = foldLine(`X:${'a'.repeat(300)}`).split('\r\n');
    expect(long.map((line) => line.length)).toEqual([75, 75, 75, 75, 6]);
    expect(long.slice(1).every((line) => line.startsWith(' ') && !line.startsWith('  '))).toBe(true);
  });

  it('writes DATE-TIME values in UTC', () => {
    expect(icsDateTime(Date.UTC(2026, 0, 2, 3, 4, 5, 678))).toBe('20260102T030405Z');
  });

  it('never folds inside a multi-byte character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(60)}`);
    // A four-octet character that would cross the limit moves to the next line whole.
    const emoji = foldLine(`SUMMARY:${'x'.repeat(65)}🎉🎉`);
    expect(emoji.split('\r\n')).toEqual([`SUMMARY:${'x'.repeat(65)}`, ' 🎉🎉']);
  });

  it('links to a filled-in Outlook form', () => {
    const url = new URL(outlookCalendarUrl(launch));
    expect(url.hostname).toBe('outlook.live.com');
    expect(url.searchParams.get('subject')).toBe(launch.title);
    expect(url.searchParams.get('startdt')).toBe('2026-11-24T15:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2026-11-24T16:30:00.000Z');
    expect(url.searchParams.get('body')).toContain(launch.url);
  });

  it('links to a filled-in Google Calendar form', () => {
    const url = new URL(googleCalendarUrl(launch));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('dates')).toBe('20261124T150000Z/20261124T163000Z');
    expect(url.searchParams.get('text')).toBe(launch.title);
    expect(url.searchParams.get('details')).toContain(launch.url);
  });

  it('names the file after the title, safely', () => {
    expect(icsFileName('Launch: Ünïcode Party!')).toBe('teamboard-launch-unicode-party.ics');
    expect(icsFileName('🎉')).toBe('teamboard-events.ics');
  });
});
