import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { eventWhole } from '../../lists/events/event-whole';
import { account, event, fixedNow, hour, money, session } from '../../lists/fixtures.test-support';
import { type ListFilters, noFilters } from '../../lists/list-url';
import { toRows } from '../../lists/rows';
import { sessionWhole } from '../../lists/sessions/session-whole';
import { FilterPanel } from './filter-panel';

const ada = account('ada', { name: 'Ada Labs', partner: true });
const bob = account('bob', { name: 'Bob & Co' });
const rows = toRows([
  event('e1', { account: ada, price: money(0) }),
  event('e2', { account: bob, price: money(12, 'EUR') }),
  event('e3', { account: ada, price: money(30), liveAt: fixedNow - hour, offerReplayPurchase: true }),
]);

let current: ListFilters = noFilters;

function Panel({ initial = noFilters, shown = rows }: { initial?: ListFilters; shown?: typeof rows }) {
  const [filters, setFilters] = useState(initial);
  current = filters;
  return (
    <FilterPanel
      facets={eventWhole.facets}
      rows={shown}
      filters={filters}
      now={fixedNow}
      onChange={setFilters}
    />
  );
}

const group = (name: string) => screen.getByRole('group', { name });
const box = (groupName: string, option: string) =>
  within(group(groupName)).getByRole('checkbox', { name: new RegExp(`^${option}`) }) as HTMLInputElement;

describe('FilterPanel', () => {
  it('offers each group’s values with how many items each would show', () => {
    render(<Panel />);
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Status',
      'Yours',
      'Organiser',
      'Partners',
      'Price',
      'Currency',
      'Replay',
    ]);
    const organisers = within(group('Organiser')).getAllByRole('listitem');
    expect(organisers.map((item) => item.textContent)).toEqual(['Ada LabsPartner2', 'Bob & Co1']);
    expect(within(group('Status')).getByRole('checkbox', { name: 'Live' }).closest('li')?.textContent).toBe(
      'Live1',
    );
    // Every status is offered, even one no item has now.
    expect(
      within(group('Status')).getByRole('checkbox', { name: 'Cancelled' }).closest('li')?.textContent,
    ).toBe('Cancelled0');
  });

  it('ticks any number of values in a group, and writes them to the filters', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.click(box('Organiser', 'Bob'));
    await user.click(box('Organiser', 'Ada'));
    expect(current.values.account).toEqual(['bob', 'ada']);
    await user.click(box('Organiser', 'Bob'));
    expect(current.values.account).toEqual(['ada']);
    await user.click(box('Organiser', 'Ada'));
    expect(current.values).toEqual({});
  });

  it('keeps one value at most in a choice group, and turns a toggle on and off', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.click(box('Price', 'Free'));
    await user.click(box('Price', 'Paid'));
    expect(current.values.price).toEqual(['paid']);
    expect(box('Price', 'Free').checked).toBe(false);
    await user.click(box('Replay', 'Replay available'));
    expect(current.values.replay).toEqual(['1']);
    await user.click(box('Replay', 'Replay available'));
    expect(current.values.replay).toBeUndefined();
  });

  it('counts a group under the others: ticking a value never zeroes its neighbours', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.click(box('Currency', 'EUR'));
    expect(box('Currency', 'USD').closest('li')?.textContent).toBe('USD2');
    expect(box('Organiser', 'Ada').closest('li')?.textContent).toBe('Ada LabsPartner0');
  });

  it('shows what the filters already hold as ticked, and keeps the search', async () => {
    const user = userEvent.setup();
    render(<Panel initial={{ query: 'yoga', values: { status: ['live'] } }} />);
    expect(box('Status', 'Live').checked).toBe(true);
    await user.click(box('Status', 'Upcoming'));
    expect(current).toEqual({ query: 'yoga', values: { status: ['live', 'upcoming'] } });
  });

  it('leaves out a group with nothing to choose from', () => {
    render(
      <FilterPanel
        facets={sessionWhole.facets}
        rows={toRows([session('s1', { price: null, account: null })])}
        filters={noFilters}
        now={fixedNow}
        onChange={() => undefined}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Organiser' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Currency' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Price' })).toBeTruthy();
  });
});

describe('FilterPanel over a long list', () => {
  it('counts a slice at a time, then shows every count and updates them with the filters', async () => {
    const user = userEvent.setup();
    const many = toRows(
      Array.from({ length: 12_001 }, (_, index) =>
        event(`m${index}`, { account: index % 3 === 0 ? ada : bob, price: money(index % 2 === 0 ? 0 : 5) }),
      ),
    );
    render(<Panel shown={many} />);
    // Nothing is counted in the render itself: no count shows until the slices are done.
    expect(box('Organiser', 'Ada').closest('li')?.textContent).toBe('Ada LabsPartner');
    await waitFor(() =>
      expect(box('Organiser', 'Ada').closest('li')?.textContent).toBe('Ada LabsPartner4,001'),
    );
    expect(box('Organiser', 'Bob').closest('li')?.textContent).toBe('Bob & Co8,000');
    await user.click(box('Price', 'Free'));
    await waitFor(() =>
      expect(box('Organiser', 'Ada').closest('li')?.textContent).toBe('Ada LabsPartner2,001'),
    );
  });
});
