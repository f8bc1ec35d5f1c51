import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { TeamEvent } from '../../domain/types';
import type { LoadedList, LoadProgress } from './load-all';
import { account, event, money } from './test-fixtures';
import { WholeListView } from './whole-list-view';

const ada = account('ada', { name: 'Ada Labs', partner: true });
const bob = account('bob', { name: 'Bob & Co' });
const events = [
  event('e1', { name: 'Morning yoga', account: ada, price: money(0) }),
  event('e2', { name: 'Evening run', account: bob, price: money(12, 'EUR') }),
  event('e3', { name: 'Lunch talk', account: ada, price: money(20, 'EUR') }),
];

function loaded(items: TeamEvent[], extra: Partial<LoadedList<TeamEvent>> = {}): LoadedList<TeamEvent> {
  return {
    items,
    totalPages: 1,
    failedPages: [],
    duplicates: 0,
    dropped: 0,
    totalPagesChangedFrom: null,
    loadedAt: 0,
    ...extra,
  };
}

type Load = (onProgress: (progress: LoadProgress) => void) => Promise<LoadedList<TeamEvent>>;

function LocationProbe() {
  const { search } = useLocation();
  return <output aria-label="location">{search}</output>;
}

function renderWhole(load: Load, url = '/events?all=1') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        <WholeListView
          title="Events"
          noun={{ one: 'event', other: 'events' }}
          kind="event"
          csvName="events"
          query={(onProgress) =>
            queryOptions({ queryKey: ['test', 'all'] as const, queryFn: () => load(onProgress) })
          }
          columns={[]}
          sortKeys={['name', 'price']}
          groups={{ status: true, replay: true }}
          renderCard={(item) => <article>{item.name}</article>}
          renderDetails={(item) => <p>Details of {item.name}</p>}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const params = () => new URLSearchParams(screen.getByRole('status', { name: 'location' }).textContent ?? '');

beforeEach(() => localStorage.clear());

describe('WholeListView', () => {
  it('shows "N of M pages" while loading, then the count of what is shown', async () => {
    let finish: (list: LoadedList<TeamEvent>) => void = () => undefined;
    renderWhole(
      (onProgress) =>
        new Promise((resolve) => {
          onProgress({ done: 37, total: 100 });
          finish = resolve;
        }),
    );
    expect(await screen.findByText('37 of 100 pages')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    finish(loaded(events));
    expect(await screen.findByText('Showing 3 of 3 events')).toBeTruthy();
  });

  it('goes back to the pages when cancelled', async () => {
    renderWhole((onProgress) => {
      onProgress({ done: 1, total: 4 });
      return new Promise(() => undefined);
    }, '/events?all=1&q=x&view=table');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(params().toString()).toBe('view=table');
  });

  it('filters through the URL, with counts, and offers "Clear filters" when nothing matches', async () => {
    renderWhole(async () => loaded(events));
    await screen.findByText('Showing 3 of 3 events');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Partners only/ }));
    expect(params().get('partners')).toBe('1');
    expect(await screen.findByText('Showing 2 of 3 events')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'EUR (1)' })).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search events' }), 'nothing');
    expect(params().get('q')).toBe('nothing');
    const empty = await screen.findByRole('region', { name: 'No matching events' });
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 3 of 3 events')).toBeTruthy();
    expect(params().get('q')).toBeNull();
    expect(params().get('partners')).toBeNull();
  });

  it('sorts from the table header, with aria-sort, and remembers the table', async () => {
    renderWhole(async () => loaded(events));
    await userEvent.click(await screen.findByRole('button', { name: 'Table' }));
    expect(params().get('view')).toBe('table');
    expect(localStorage.getItem('teamboard.layout')).toBe('table');
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await userEvent.click(within(header).getByRole('button'));
    expect(params().get('sort')).toBe('name');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(params().get('sort')).toBe('-name');
  });

  it('summarises prices per currency over the filtered set', async () => {
    renderWhole(async () => loaded(events), '/events?all=1&account=ada');
    const summary = await screen.findByRole('region', { name: 'Price summary' });
    const eur = within(summary).getByRole('row', { name: /^EUR/ });
    expect(
      within(eur)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0', '€20.00', '€20.00', '€20.00', '€20.00']);
    expect(screen.getByRole('heading', { name: 'Listings by Ada Labs' })).toBeTruthy();
  });

  it('flags prices that do not add up', async () => {
    const odd = event('odd', {
      name: 'Odd',
      price: { amount: 5, currency: 'XYZ', rawValue: 5, rawValueInCents: 7 },
    });
    renderWhole(async () => loaded([odd]));
    expect(
      await screen.findByText(
        /value 5 and value_in_cents 7 disagree; currency “XYZ” is not an ISO 4217 code/,
      ),
    ).toBeTruthy();
  });

  it('reports failed pages, a changed page count and duplicates, and keeps the rest', async () => {
    renderWhole(async () =>
      loaded(events, { failedPages: [2, 5], totalPagesChangedFrom: 4, totalPages: 6, duplicates: 1 }),
    );
    expect(await screen.findByText(/Pages 2 and 5 could not be loaded/)).toBeTruthy();
    expect(screen.getByText(/it had 4 pages at first and 6 at the end/)).toBeTruthy();
    expect(screen.getByText(/1 event appeared on more than one page/)).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 events')).toBeTruthy();
  });

  it('says so when the person has no community team', async () => {
    renderWhole(async () => {
      throw new ApiError({ kind: 'not-found', message: 'no team', status: 404 });
    });
    expect(await screen.findByRole('heading', { name: 'No community team' })).toBeTruthy();
  });
});
