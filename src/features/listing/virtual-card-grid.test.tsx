import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ItemLink } from './list-item-link';
import { toRows } from './list-rows';
import { event } from './test-fixtures';
import { columnsFor, columnsForList, lineOf, VirtualCardGrid } from './virtual-card-grid';

describe('columnsFor', () => {
  it('fits as many 272 px cards with 16 px gaps as the width holds, at least one', () => {
    expect(columnsFor(200)).toBe(1);
    expect(columnsFor(271)).toBe(1);
    expect(columnsFor(560)).toBe(2);
    expect(columnsFor(559)).toBe(1);
    expect(columnsFor(1208)).toBe(4);
  });
});

describe('columnsForList', () => {
  it('leaves room for the grid box’s border, padding and scrollbar', () => {
    expect(columnsForList(1233)).toBe(4);
    expect(columnsFor(1150)).toBe(4);
    expect(columnsForList(1150)).toBe(3);
  });
});

describe('lineOf', () => {
  it('deals the items into lines of `columns`, the last one short', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(lineOf(items, 0, 2)).toEqual(['a', 'b']);
    expect(lineOf(items, 2, 2)).toEqual(['e']);
    expect(lineOf(items, 3, 2)).toEqual([]);
  });
});

describe('VirtualCardGrid', () => {
  it('renders only the first lines of a long list, in columns, with the rest of its height kept', async () => {
    const rows = toRows(Array.from({ length: 1000 }, (_, index) => event(`e${index}`)));
    render(
      <MemoryRouter>
        <VirtualCardGrid
          label="Events"
          rows={rows}
          initialColumns={columnsForList(1233)}
          renderCard={(item, index) => (
            <article>
              {item.name} #{index}
            </article>
          )}
        />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Events' });
    // The cards come a frame after the grid itself.
    expect(within(list).queryAllByRole('article')).toEqual([]);
    const cards = await within(list).findAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(40);
    expect(cards.length % 4).toBe(0);
    expect(cards.map((card) => card.textContent)).toEqual(
      cards.map((_, index) => `Event e${index} #${index}`),
    );
    expect(list.style.gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');
    // 250 lines of 500 px estimated, 16 px apart: what is not rendered is padding below.
    const lines = cards.length / 4;
    expect(Number.parseFloat(list.style.paddingBottom)).toBe(
      250 * 500 + 249 * 16 - (lines * 500 + (lines - 1) * 16),
    );
  });

  it('opens a card’s link in the app, from the grid’s own click handler', async () => {
    function Where() {
      const { search } = useLocation();
      return <output aria-label="location">{search}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/events?all=1']}>
        <VirtualCardGrid
          label="Events"
          rows={toRows([event('e1'), event('e2')])}
          initialColumns={2}
          renderCard={(item) => <ItemLink href={`?all=1&item=${item.id}`}>{item.name}</ItemLink>}
        />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Event e2' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('?all=1&item=e2');
  });
});
