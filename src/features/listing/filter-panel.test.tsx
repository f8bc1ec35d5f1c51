import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterPanel } from './filter-panel';
import { filterCounts } from './filter-rows';
import { type ListFilters, noFilters } from './list-filters';

const counts = filterCounts([], noFilters, 0);

function Panel({ initial }: { initial: ListFilters }) {
  const [filters, setFilters] = useState(initial);
  return (
    <FilterPanel
      noun="events"
      filters={filters}
      onChange={setFilters}
      counts={counts}
      accounts={[]}
      currencies={[]}
      groups={{ status: true, replay: true }}
      sortKeys={['date', 'name']}
    />
  );
}

describe('FilterPanel', () => {
  it('clears every filter with one button, which goes away and leaves the focus in the emptied search', async () => {
    const user = userEvent.setup();
    render(<Panel initial={{ ...noFilters, query: 'jazz', partnersOnly: true }} />);
    const search = screen.getByRole('searchbox', { name: 'Search events' });
    expect((search as HTMLInputElement).value).toBe('jazz');

    screen.getByRole('button', { name: 'Clear all filters' }).focus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
    expect((search as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(search);
  });

  it('leaves the focus alone after a mouse click, which needs no place kept', async () => {
    const user = userEvent.setup();
    render(<Panel initial={{ ...noFilters, query: 'jazz' }} />);
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
    expect(document.activeElement).not.toBe(screen.getByRole('searchbox', { name: 'Search events' }));
  });
});
