import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventList } from '../../lists/events/event-list';
import { account, event, fixedNow } from '../../lists/fixtures.test-support';
import { toRows } from '../../lists/rows';
import type { SeenChanges } from '../../lists/seen';
import { openedHere } from '../../navigation/links';
import { ResultsGrid } from './results-grid';
import { columnsFor } from './virtual-layout';

function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <output aria-label="location">
      {pathname}
      {search}
      {openedHere(state) ? ' (from the list)' : ''}
    </output>
  );
}

// happy-dom lays nothing out: a card line measures as tall as the estimate, as a browser's would be.
const lineHeight = 420;
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => lineHeight });
});
afterEach(() => {
  if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
});

function Grid({ ids }: { ids: readonly string[] }) {
  const rows = toRows(ids.map((id) => event(id, { account: account('ada') })));
  return (
    <MemoryRouter initialEntries={['/events?all=1']}>
      <ResultsGrid def={eventList} rows={rows} now={fixedNow} label="Events" changes={null} />
      <Where />
    </MemoryRouter>
  );
}

const idsFor = (count: number) => Array.from({ length: count }, (_, index) => `e${index}`);

function renderGrid(count: number) {
  const { rerender } = render(<Grid ids={idsFor(count)} />);
  return {
    list: screen.getByRole('list', { name: 'Events' }),
    rerender: (ids: readonly string[]) => rerender(<Grid ids={ids} />),
  };
}

const titleLink = (name: string) => screen.getByRole('link', { name });

const scrollTo = (y: number) =>
  act(async () => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });

describe('ResultsGrid', () => {
  it('renders only the first lines of a long list, in columns, standing in for the rest with padding', () => {
    const { list } = renderGrid(1000);
    const columns = columnsFor(Math.min(window.innerWidth, 1200));
    const cards = within(list).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(40);
    expect(cards.length % columns).toBe(0);
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(cards.map((_, index) => `Event e${index}`));
    expect(list.style.gridTemplateColumns).toBe(`repeat(${columns}, minmax(0, 1fr))`);
    // The window shows two lines of 420 px, 16 px apart, and one more is rendered below.
    const shown = cards.length / columns;
    expect(shown).toBe(Math.ceil(window.innerHeight / (lineHeight + 16)) + 1);
    // What is not rendered is padding below: each line left out, and the gap before it.
    const lines = Math.ceil(1000 / columns);
    expect(Number.parseFloat(list.style.paddingBottom)).toBe((lines - shown) * (lineHeight + 16));
    expect(list.style.paddingTop).toBe('0px');
  });

  it('renders the lines in view as the page scrolls, light cards while it jumps past a screenful', async () => {
    const { list } = renderGrid(1000);
    const columns = columnsFor(Math.min(window.innerWidth, 1200));
    await act(async () => {
      window.scrollTo(0, 20 * (lineHeight + 16));
      window.dispatchEvent(new Event('scroll'));
    });
    // A screenful at once is a fling: the new cards are light (their title, no link) until it stops.
    expect(within(list).queryAllByRole('heading')).toEqual([]);
    expect(within(list).queryAllByRole('link')).toEqual([]);
    const light = [...list.querySelectorAll('.card--light .card__title')].map((title) => title.textContent);
    expect(light[0]).toBe(`Event e${19 * columns}`);
    const titles = (await within(list).findAllByRole('heading')).map((heading) => heading.textContent);
    await waitFor(() => expect(list.querySelectorAll('.card--light')).toHaveLength(0));
    expect(within(list).getAllByRole('heading')).toHaveLength(light.length);
    // Line 20 is at the top of the window; one line above it is rendered too.
    expect(titles[0]).toBe(`Event e${19 * columns}`);
    expect(list.style.paddingTop).toBe(`${19 * (lineHeight + 16)}px`);
    await scrollTo(0);
  });

  it('keeps the focused card’s line rendered, and whole, when the grid scrolls far from it', async () => {
    const { list } = renderGrid(1000);
    const columns = columnsFor(Math.min(window.innerWidth, 1200));
    const link = titleLink('Event e4');
    link.focus();
    await scrollTo(100 * (lineHeight + 16));
    await waitFor(() => expect(within(list).getAllByRole('heading')).toHaveLength(4 * columns));
    expect(document.activeElement).toBe(link);
    const kept = Math.floor(4 / columns);
    const cells = [...list.children].map((cell) =>
      cell.hasAttribute('data-card')
        ? Number(cell.getAttribute('data-card'))
        : (cell as HTMLElement).style.height,
    );
    // The kept line, then the space of the lines up to the ones on screen, less a gap on each side of it.
    expect(cells.slice(0, columns + 1)).toEqual([
      ...Array.from({ length: columns }, (_, column) => kept * columns + column),
      `${(99 - kept - 1) * (lineHeight + 16) - 16}px`,
    ]);
    expect(cells[columns + 1]).toBe(99 * columns);
    expect(list.style.paddingTop).toBe(`${kept * (lineHeight + 16)}px`);
    await act(async () => link.blur());
    await waitFor(() => expect(list.querySelector('[data-card="4"]')).toBeNull());
    await scrollTo(0);
  });

  it('leaves the focus on the card in its place when a re-read takes the focused card away', () => {
    const ids = idsFor(20);
    const { rerender } = renderGrid(20);
    titleLink('Event e4').focus();
    rerender(ids.filter((id) => id !== 'e4'));
    expect(document.activeElement).toBe(titleLink('Event e5'));
    rerender(ids.slice(0, 4));
    expect(document.activeElement).toBe(titleLink('Event e3'));
  });

  it('follows the focused card when a re-read puts cards before it', async () => {
    const ids = idsFor(1000);
    const { list, rerender } = renderGrid(1000);
    const link = titleLink('Event e4');
    link.focus();
    rerender(['new1', 'new2', ...ids]);
    expect(document.activeElement).toBe(link);
    await scrollTo(100 * (lineHeight + 16));
    await waitFor(() => expect(list.querySelector('[data-card="300"]')).not.toBeNull());
    expect(document.activeElement).toBe(link);
    expect(link.closest('[data-card]')?.getAttribute('data-card')).toBe('6');
    await scrollTo(0);
  });

  it('loads the first covers at once and the rest lazily', () => {
    const rows = toRows(
      Array.from({ length: 8 }, (_, index) =>
        event(`e${index}`, { coverUrl: `https://img.test/${index}.png` }),
      ),
    );
    render(
      <MemoryRouter>
        <ResultsGrid def={eventList} rows={rows} now={fixedNow} label="Events" changes={null} />
      </MemoryRouter>,
    );
    const loading = [...document.querySelectorAll('img.cover__img')].map((img) =>
      img.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('opens a card’s page and its organiser’s listings in the app, from the grid’s own click handler', () => {
    renderGrid(2);
    const location = () => screen.getByRole('status', { name: 'location' }).textContent;
    fireEvent.click(screen.getByRole('link', { name: 'Event e1' }));
    expect(location()).toBe('/events/e1 (from the list)');
    fireEvent.click(screen.getAllByRole('link', { name: /Listings by Account ada/ })[0] as HTMLElement);
    expect(location()).toBe('/events?all=1&account=ada');
  });

  it('marks what is new and what changed since the last visit, in words a screen reader says', () => {
    const rows = toRows([event('e0'), event('e1'), event('e2')]);
    const changes: SeenChanges = {
      new: new Set(['e0']),
      changed: new Map([['e1', ['price'] as const]]),
      canceled: new Set(),
      gone: [],
    };
    render(
      <MemoryRouter>
        <ResultsGrid def={eventList} rows={rows} now={fixedNow} label="Events" changes={changes} />
      </MemoryRouter>,
    );
    const cards = screen.getAllByRole('article');
    expect(cards[0]?.textContent).toContain('New');
    expect(within(cards[1] as HTMLElement).getByText('Price changed')).toBeTruthy();
    expect(
      within(cards[1] as HTMLElement)
        .getByText('Changed: price')
        .getAttribute('aria-hidden'),
    ).toBe('true');
    expect(cards[2]?.querySelector('.chip--seen')).toBeNull();
  });
});
