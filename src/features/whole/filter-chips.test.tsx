import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../i18n/later';
import { eventWhole } from '../../lists/events/event-whole';
import { account, event, money } from '../../lists/fixtures.test-support';
import { type ListFilters, noFilters } from '../../lists/list-url';
import { toRows } from '../../lists/rows';
import { activeChips, FilterChips } from './filter-chips';

const rows = toRows([
  event('e1', { account: account('ada', { name: 'Ada Labs' }), price: money(5, 'EUR') }),
  event('e2', { account: account('bob', { name: 'Bob' }) }),
]);
const m = messages();

describe('activeChips', () => {
  it('makes a chip of the search and of each value, named as the panel names it', () => {
    const filters: ListFilters = {
      query: 'yoga',
      values: { status: ['live'], account: ['ada', 'bob'], price: ['free'] },
    };
    const chips = activeChips(eventWhole.facets, rows, filters, m);
    expect(chips.map((chip) => chip.text)).toEqual([
      'Search: yoga',
      'Status: Live',
      'Organiser: Ada Labs',
      'Organiser: Bob',
      'Price: Free',
    ]);
    expect(chips.every((chip) => !chip.unknown)).toBe(true);
  });

  it('says a value no loaded item has matches nothing, once there are items to tell', () => {
    const filters: ListFilters = { query: '', values: { account: ['zed'], currency: ['XYZ'] } };
    const chips = activeChips(eventWhole.facets, rows, filters, m);
    expect(chips.map((chip) => [chip.text, chip.unknown])).toEqual([
      ['Organiser: zed (matches nothing)', true],
      ['Currency: XYZ (matches nothing)', true],
    ]);
    // Before the list is in, nothing is known to match nothing.
    expect(activeChips(eventWhole.facets, [], filters, m).some((chip) => chip.unknown)).toBe(false);
  });

  it('removes just its own value', () => {
    const filters: ListFilters = { query: 'yoga', values: { account: ['ada', 'bob'], status: ['live'] } };
    const [search, , ada] = activeChips(eventWhole.facets, rows, filters, m);
    expect(search?.remove).toEqual({ query: '', values: filters.values });
    expect(ada?.remove).toEqual({ query: 'yoga', values: { account: ['bob'], status: ['live'] } });
    const lastStatus = activeChips(
      eventWhole.facets,
      rows,
      { query: '', values: { status: ['live'] } },
      m,
    )[0];
    expect(lastStatus?.remove).toEqual(noFilters);
  });
});

function Chips({ initial }: { initial: ListFilters }) {
  const [filters, setFilters] = useState(initial);
  return <FilterChips facets={eventWhole.facets} rows={rows} filters={filters} onChange={setFilters} />;
}

describe('FilterChips', () => {
  it('removes a filter from its chip, and all of them at once', async () => {
    const user = userEvent.setup();
    render(<Chips initial={{ query: 'yoga', values: { account: ['ada', 'zed'] } }} />);
    const region = screen.getByRole('region', { name: 'Active filters' });
    expect(region).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove filter Organiser: Ada Labs' }));
    expect(screen.queryByRole('button', { name: 'Remove filter Organiser: Ada Labs' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Remove filter Organiser: zed (matches nothing)' }).className,
    ).toContain('chip--unknown');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('region', { name: 'Active filters' })).toBeNull();
  });

  it('shows nothing when nothing narrows the list', () => {
    const { container } = render(<Chips initial={noFilters} />);
    expect(container.textContent).toBe('');
  });
});
