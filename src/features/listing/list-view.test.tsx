import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { ListPage, PageParams } from '../../domain/types';
import { ItemLink } from './list-item-link';
import type { ListQuery } from './list-prefetch';
import { ListView } from './list-view';

type Item = { id: string; name: string | null; coverUrl: string | null };

const noun = { one: 'event', other: 'events' };

function page(params: PageParams, totalPages: number, dropped = 0): ListPage<Item> {
  const count = params.page <= totalPages ? params.perPage : 0;
  return {
    items: Array.from({ length: count }, (_, i) => {
      const n = (params.page - 1) * params.perPage + i + 1;
      return { id: `ev_${n}`, name: `Event ${n}`, coverUrl: null };
    }),
    pagination: { currentPage: params.page, perPage: params.perPage, totalPages },
    dropped,
  };
}

type TestKey = readonly ['test-list', PageParams];

function listQuery(fetchPage: (params: PageParams) => Promise<ListPage<Item>>): {
  query: ListQuery<Item, TestKey>;
  calls: PageParams[];
} {
  const calls: PageParams[] = [];
  const query: ListQuery<Item, TestKey> = (params) =>
    queryOptions({
      queryKey: ['test-list', params] as const,
      queryFn: () => {
        calls.push(params);
        return fetchPage(params);
      },
    });
  return { query, calls };
}

function LocationProbe() {
  const { search } = useLocation();
  return <output aria-label="location">{search}</output>;
}

function renderList(query: ListQuery<Item, TestKey>, url = '/events') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        <ListView
          title="Events"
          noun={noun}
          query={query}
          renderCard={(item, { href }) => (
            <article>
              <ItemLink href={href}>{item.name}</ItemLink>
            </article>
          )}
          renderDetails={(item) => <p>Details of {item.name}</p>}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const cards = () => within(screen.getByRole('list', { name: 'Events' })).getAllByRole('article');

beforeEach(() => localStorage.clear());

describe('ListView', () => {
  it('shows skeleton cards, then the page of cards with the pager and freshness', async () => {
    const { query, calls } = listQuery(async (params) => page(params, 3));
    renderList(query);
    expect(screen.getByRole('status', { name: 'Loading events' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(calls[0]).toEqual({ page: 1, perPage: 24 });
    expect(screen.getByRole('navigation', { name: 'Events pages' }).textContent).toContain('Page 1 of 3');
    expect(screen.getByText('Updated just now')).toBeTruthy();
    // The next page is fetched in the background once this one shows.
    await waitFor(() => expect(calls).toContainEqual({ page: 2, perPage: 24 }));
  });

  it('shows the empty state when there are no pages', async () => {
    const { query } = listQuery(async (params) => page(params, 0));
    renderList(query);
    expect(await screen.findByRole('heading', { name: 'No events yet' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Events pages' })).toBeNull();
  });

  it('explains a missing community team, and checks again on request', async () => {
    let team = false;
    const { query } = listQuery(async (params) => {
      if (!team) throw new ApiError({ kind: 'not-found', status: 404, message: 'Not Found' });
      return page(params, 2);
    });
    const user = userEvent.setup();
    renderList(query);
    expect(await screen.findByRole('heading', { name: 'No community team' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    team = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.queryByRole('heading', { name: 'No community team' })).toBeNull();
  });

  it('offers Retry on an error and keeps the URL', async () => {
    let fail = true;
    const { query } = listQuery(async (params) => {
      if (fail) throw new ApiError({ kind: 'server', status: 503, message: 'Service Unavailable' });
      return page(params, 2);
    });
    const user = userEvent.setup();
    renderList(query, '/events?page=2&per_page=12');
    expect((await screen.findByRole('alert')).textContent).toContain('server had a problem');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(location()).toBe('?page=2&per_page=12');
  });

  it('keeps the last good cards on screen when the next page fails', async () => {
    const { query } = listQuery(async (params) => {
      if (params.page === 2) throw new Error('boom');
      return page(params, 3);
    });
    const user = userEvent.setup();
    renderList(query);
    await waitFor(() => expect(cards()).toHaveLength(24));
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect((await screen.findByRole('alert')).textContent).toContain('last successful load');
    expect(screen.getByRole('link', { name: 'Event 1' })).toBeTruthy();
    expect(location()).toBe('?page=2&per_page=24');
  });

  it('counts down while rate limited', async () => {
    const { query } = listQuery(async () => {
      throw new ApiError({
        kind: 'rate-limited',
        status: 429,
        message: 'Too Many Requests',
        retryAfterMs: 3_000,
      });
    });
    renderList(query);
    expect((await screen.findByText(/Too many requests/)).textContent).toMatch(/Retrying in 3\s?s/);
  });

  it('says how many items could not be shown', async () => {
    const { query } = listQuery(async (params) => page(params, 1, 3));
    renderList(query);
    expect(await screen.findByText(/3 events could not be shown/)).toBeTruthy();
  });

  it('corrects garbage in the URL with a notice', async () => {
    const { query, calls } = listQuery(async (params) => page(params, 1));
    renderList(query, '/events?page=abc&per_page=1000');
    expect(await screen.findByText(/“abc” is not a page number/)).toBeTruthy();
    expect(screen.getByText(/Page size must be 1 to 100/)).toBeTruthy();
    expect(location()).toBe('?page=1&per_page=100');
    expect(calls[0]).toEqual({ page: 1, perPage: 100 });
  });

  it('moves a page beyond the last to the last, and says so', async () => {
    const { query } = listQuery(async (params) => page(params, 3));
    renderList(query, '/events?page=9&per_page=12');
    expect(await screen.findByText(/There is no page 9/)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('?page=3&per_page=12'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Event 25' })).toBeTruthy());
  });

  it('opens the details dialog from the URL and closes it with Escape', async () => {
    const { query } = listQuery(async (params) => page(params, 1));
    const user = userEvent.setup();
    renderList(query, '/events?item=ev_2');
    const dialog = await screen.findByRole('dialog', { name: 'Event 2' });
    expect(within(dialog).getByText('Details of Event 2')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('');
  });

  it('opens the dialog from a card and closes it with the Close button', async () => {
    const { query } = listQuery(async (params) => page(params, 1));
    const user = userEvent.setup();
    renderList(query);
    await user.click(await screen.findByRole('link', { name: 'Event 3' }));
    expect(location()).toBe('?item=ev_3');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('');
  });

  it('changes and remembers the page size, keeping the first item in view', async () => {
    const { query } = listQuery(async (params) => page(params, 10));
    const user = userEvent.setup();
    renderList(query, '/events?page=3&per_page=24');
    await waitFor(() => expect(cards()).toHaveLength(24));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '48');
    expect(location()).toBe('?page=2&per_page=48');
    expect(localStorage.getItem('teamboard.perPage')).toBe('48');
    await waitFor(() => expect(cards()).toHaveLength(48));
  });
});
