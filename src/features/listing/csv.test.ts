import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/support/parse-csv';
import { csvField, csvFileName, toCsv } from './csv';
import { eventCsvHeader, listCsv, sessionCsvHeader } from './list-csv';
import { account, event, fixedNow, money, session } from './test-fixtures';

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('\t=x')).toBe("'\t=x");
    expect(csvField('\r=x')).toBe(`"'\r=x"`);
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('starts with a BOM, ends lines with CRLF, and parses back to the same cells', () => {
    const text = toCsv(
      ['name', 'note'],
      [
        ['Zoë, café', 'line 1\nline 2'],
        ['日本語 "引用"', null],
      ],
    );
    expect(text.startsWith('\uFEFFname,note\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual([
      ['name', 'note'],
      ['Zoë, café', 'line 1\nline 2'],
      ['日本語 "引用"', ''],
    ]);
  });

  it('encodes non-ASCII as UTF-8 bytes with the BOM first', async () => {
    const bytes = new Uint8Array(await new Blob([toCsv(['ü'], [])]).arrayBuffer());
    expect([...bytes]).toEqual([0xef, 0xbb, 0xbf, 0xc3, 0xbc, 0x0d, 0x0a]);
  });
});

describe('csvFileName', () => {
  it('names the list and the local date', () => {
    expect(csvFileName('sessions', new Date(2026, 10, 22, 23, 59))).toBe('teamboard-sessions-2026-11-22.csv');
    expect(csvFileName('events', new Date(2026, 0, 5))).toBe('teamboard-events-2026-01-05.csv');
  });
});

describe('listCsv', () => {
  it('writes events with raw values in separate columns', () => {
    const item = event('e1', {
      name: '=cmd|calc',
      scheduledAt: Date.UTC(2026, 10, 24, 9, 0),
      price: money(12.5, 'EUR'),
      account: account('a1', { name: 'Ada', partner: true }),
      description: 'Two, "three"',
    });
    const [header, row] = parseCsv(listCsv('event', [item], fixedNow));
    expect(header).toEqual(eventCsvHeader);
    const cells = Object.fromEntries(eventCsvHeader.map((name, i) => [name, row?.[i]]));
    expect(cells).toMatchObject({
      id: 'e1',
      name: "'=cmd|calc",
      status: 'upcoming',
      scheduled_at: '2026-11-24T09:00:00.000Z',
      live_at: '',
      price_amount: '12.5',
      price_currency: 'EUR',
      price_value: '12.5',
      price_value_in_cents: '1250',
      account_name: 'Ada',
      account_partner: 'true',
      description: 'Two, "three"',
    });
  });

  it('writes sessions with their count and keeps the given order', () => {
    const rows = parseCsv(listCsv('session', [session('s2', { sessionCount: 3 }), session('s1')], fixedNow));
    expect(rows[0]).toEqual(sessionCsvHeader);
    expect(rows.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ['s2', '3'],
      ['s1', '4'],
    ]);
  });

  it('writes just the header for an empty set', () => {
    expect(parseCsv(listCsv('session', [], fixedNow))).toEqual([sessionCsvHeader]);
  });
});
