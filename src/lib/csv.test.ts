import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/support/parse-csv';
import { csvField, csvFileName, toCsv } from './csv';

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

  it('writes just the header for no rows', () => {
    expect(toCsv(['a', 'b'], [])).toBe('\uFEFFa,b\r\n');
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
