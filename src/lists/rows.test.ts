import { describe, expect, it } from 'vitest';
import { event, money } from './fixtures.test-support';
import { toRows } from './rows';

describe('toRows', () => {
  it('prepares each item once, however often a growing list asks again', () => {
    const first = event('e1', { price: money(12.5, 'EUR') });
    const [row] = toRows([first]);
    const [again, second] = toRows([first, event('e2')]);
    expect(again).toBe(row);
    expect(second?.item.id).toBe('e2');
    expect(row?.price).toEqual({ currency: 'EUR', minor: 1250, digits: 2 });
  });

  it('leaves no trace of it in what is kept, sent or copied', () => {
    const item = event('e1');
    const before = JSON.stringify(item);
    const [row] = toRows([item]);
    expect(JSON.stringify(item)).toBe(before);
    expect(Object.keys(item)).toEqual(Object.keys(event('e1')));
    expect(toRows([structuredClone(item)])[0]).not.toBe(row);
    expect(toRows([{ ...item }])[0]).not.toBe(row);
  });
});
