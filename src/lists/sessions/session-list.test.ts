import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/support/parse-csv';
import { toCsv } from '../../lib/csv';
import { account, fixedNow, money, session } from '../fixtures.test-support';
import { sessionList } from './session-list';
import { sessionWhole } from './session-whole';

const csvOf = (items: Parameters<typeof sessionWhole.csv.row>[0][]) =>
  parseCsv(
    toCsv(
      sessionWhole.csv.header,
      items.map((item) => sessionWhole.csv.row(item, fixedNow)),
    ),
  );

describe('the sessions CSV', () => {
  it('writes sessions with their count and total, and keeps the given order', () => {
    const rows = csvOf([session('s2', { sessionCount: 3, durationSeconds: 600 }), session('s1')]);
    expect(rows[0]).toEqual([...sessionWhole.csv.header]);
    const column = (name: string) => sessionWhole.csv.header.indexOf(name);
    expect(
      rows.slice(1).map((r) => [r[0], r[column('session_count')], r[column('total_duration_seconds')]]),
    ).toEqual([
      ['s2', '3', '1800'],
      ['s1', '4', '7200'],
    ]);
  });

  it('writes the price and account as raw values, blanks where there are none', () => {
    const [, priced, bare] = csvOf([
      session('p', {
        price: money(3000, 'JPY'),
        account: account('a9', { name: 'Kō, "Ltd"', partner: false }),
      }),
      session('b', { price: null, account: null, sessionCount: null }),
    ]);
    const cells = (row: string[] | undefined) =>
      Object.fromEntries(sessionWhole.csv.header.map((name, i) => [name, row?.[i]]));
    expect(cells(priced)).toMatchObject({
      price_amount: '3000',
      price_currency: 'JPY',
      account_id: 'a9',
      account_name: 'Kō, "Ltd"',
      account_partner: 'false',
    });
    expect(cells(bare)).toMatchObject({
      session_count: '',
      total_duration_seconds: '',
      price_amount: '',
      account_id: '',
      account_partner: '',
    });
  });

  it('writes just the header for an empty set', () => {
    expect(csvOf([])).toEqual([[...sessionWhole.csv.header]]);
  });
});

describe('the sessions list', () => {
  it('never refreshes by itself: sessions have no dates', () => {
    expect(sessionList.queries.page({ page: 1, perPage: 24 }).refetchInterval).toBeTypeOf('function');
    expect(sessionList.nextChangeAt([session('s')], fixedNow)).toBeNull();
    expect(sessionList.moment(session('s'))).toBeNull();
    expect(sessionList.downloadCalendar).toBeUndefined();
  });
});
