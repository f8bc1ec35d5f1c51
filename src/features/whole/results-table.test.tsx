import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { eventList } from '../../lists/events/event-list';
import { eventWhole } from '../../lists/events/event-whole';
import { event, fixedNow } from '../../lists/fixtures.test-support';
import { toRows } from '../../lists/rows';
import { ResultsTable } from './results-table';

const rowHeight = 48;

function Table({ ids }: { ids: readonly string[] }) {
  return (
    <MemoryRouter>
      <ResultsTable
        def={eventList}
        rows={toRows(ids.map((id) => event(id)))}
        columns={eventWhole.columns}
        sort={null}
        onSort={() => undefined}
        now={fixedNow}
        label="Events"
        changes={null}
      />
    </MemoryRouter>
  );
}

const idsFor = (count: number) => Array.from({ length: count }, (_, index) => `e${index}`);

function renderTable(count: number) {
  render(<Table ids={idsFor(count)} />);
  return screen.getByRole('table', { name: 'Events' });
}

const rowNames = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr[data-index]')].map((row) => row.querySelector('td')?.textContent);

afterEach(async () => {
  await act(async () => {
    window.scrollTo(0, 0);
    window.dispatchEvent(new Event('scroll'));
  });
});

describe('ResultsTable', () => {
  it('draws the rows a fling brings as their names alone, and whole once it stops', async () => {
    const table = renderTable(5000);
    const links = () =>
      within(table)
        .queryAllByRole('link')
        .map((link) => link.textContent);
    expect(links()[0]).toBe('Event e0');
    await act(async () => {
      window.scrollTo(0, 2000 * rowHeight);
      window.dispatchEvent(new Event('scroll'));
    });
    const names = rowNames(table);
    expect(names).toContain('Event e2000');
    expect(links()).toEqual([]);
    // A row going by is its name in one cell across the columns.
    const light = [...(table.querySelector('tr[data-index="2000"]')?.querySelectorAll('td') ?? [])];
    expect(light.map((cell) => cell.colSpan)).toEqual([eventWhole.columns.length + 1]);
    // Calm again, it renders rows to spare for the arrow keys, and every row is whole.
    await waitFor(() => expect(rowNames(table).length).toBeGreaterThan(names.length));
    await waitFor(() => expect(links()).toEqual(rowNames(table)));
    expect(links()).toContain('Event e2000');
    expect(table.querySelector('tr[data-index="2000"] td:nth-child(2)')?.textContent).not.toBe('');
  });

  it('keeps the focus on the row in its place when a re-read takes its item away', async () => {
    const user = userEvent.setup();
    const ids = idsFor(20);
    const { rerender } = render(<Table ids={ids} />);
    screen.getByRole('link', { name: 'Event e3' }).focus();
    rerender(<Table ids={ids.filter((id) => id !== 'e3')} />);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Event e4' }));
    expect(document.activeElement?.closest('tr')?.dataset.index).toBe('3');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Event e5' })));
  });

  it('goes on from the focused item when a re-read puts rows before it', async () => {
    const user = userEvent.setup();
    const ids = idsFor(20);
    const { rerender } = render(<Table ids={ids} />);
    const focused = screen.getByRole('link', { name: 'Event e3' });
    focused.focus();
    rerender(<Table ids={['new1', 'new2', ...ids]} />);
    expect(document.activeElement).toBe(focused);
    expect(focused.tabIndex).toBe(0);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Event e4' })));
  });

  it('keeps the active row rendered, in its place, when the table scrolls far from it', async () => {
    const table = renderTable(5000);
    const link = screen.getByRole('link', { name: 'Event e3' });
    link.focus();
    await act(async () => {
      window.scrollTo(0, 2000 * rowHeight);
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(rowNames(table)).toContain('Event e2000'));
    expect(document.activeElement).toBe(link);
    // Above the active row, 3 rows' space; between it and the rows on screen, the rest.
    const heights = [...table.querySelectorAll('tbody tr')].map((row) =>
      row.hasAttribute('data-index') ? row.getAttribute('data-index') : row.querySelector('td')?.style.height,
    );
    const first = heights.indexOf('3');
    expect(heights.slice(0, first + 2)).toEqual([`${3 * rowHeight}px`, '3', expect.stringMatching(/px$/)]);
    const gap = Number.parseFloat(heights[first + 1] ?? '');
    expect(gap).toBe((Number(heights[first + 2]) - 4) * rowHeight);
  });
});
